import type { ResourceModule } from '../kit/types';
import { RELEASE_TRANSITIONS, releaseRules, releaseServerRules } from './rules';

/**
 * Front-end page releases per site and environment (test, production): a page (its site path) at a version, pending
 * → released or failed, a failed one retried, a released one rolled back (rules.ts, one table). Who released it and
 * when are the server's.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: { field: 'status', transitions: RELEASE_TRANSITIONS } },
    fields: [
        { source: 'pageName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80 },
        { source: 'path', type: 'text', link: true, column: 'default', required: true, maxLength: 200 },
        { source: 'version', type: 'text', column: 'default', required: true, maxLength: 20 },
        { source: 'environment', type: 'enum', choices: ['prod', 'test'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'status', type: 'enum', choices: ['released', 'pending', 'failed', 'rolled_back'], column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'lastOperator', type: 'text', column: 'default', readOnly: true, formHidden: true },
        { source: 'updateTime', type: 'datetime', column: 'default', readOnly: true, formHidden: true, sortable: true },
    ],
};

export const rules = releaseRules;
export const serverRules = releaseServerRules;

/** A release is logged as pending (whatever a body without an id says); a stored or seeded one keeps its status. */
export const derive: ResourceModule['derive'] = record => ({ status: record.id === undefined ? 'pending' : (record.status ?? 'pending') });
