import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { descriptionRules, descriptionServerRules } from './rules';

export const DESCRIPTION_POSITIONS = ['warranty_terms', 'service_fee', 'repair_notice', 'pickup_notice', 'return_policy'] as const;

/**
 * The explanatory texts the service website shows where buyers need them (warranty terms, service fees, what to
 * know before a repair or a pickup, the return policy): by position, language, and the models they apply to (none:
 * every model). Edited in a dialog on the list, online or offline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'title', order: 'ASC' },
    actions: { dialog: { create: true }, status: ONLINE_OFFLINE, delete: true },
    fields: [
        { source: 'position', type: 'enum', choices: DESCRIPTION_POSITIONS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 100, sortable: true },
        { source: 'content', type: 'richtext', required: true },
        { source: 'modelIds', type: 'ref', reference: 'service-models', many: true, column: 'default' },
        { source: 'language', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 10 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = descriptionRules;
export const serverRules = descriptionServerRules;
