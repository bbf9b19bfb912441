import type { ResourceModule } from '../kit/types';
import { statusTableRule } from '../sms-common/statusChange';
import { FEEDBACK_TYPES, feedbackServerRules, STATUS_ACTION } from './rules';

/**
 * Feedback sent from the app: a bug, a suggestion or anything else, with pictures and the app version, device and
 * OS it came from. The user's words are read-only here; staff write a reply (the row's dialog) and mark it processed
 * (a confirmed row action, only with a reply). Exported for the product team.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { dialog: {}, status: STATUS_ACTION, export: true },
    fields: [
        { source: 'feedbackId', type: 'text', readOnly: true, maxLength: 12, column: 'default', filter: 'optional', sortable: true },
        { source: 'userId', type: 'text', readOnly: true, maxLength: 20, column: 'default', filter: 'optional' },
        { source: 'feedbackType', type: 'enum', choices: FEEDBACK_TYPES, readOnly: true, required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'content', type: 'text', readOnly: true, required: true, maxLength: 1000, column: 'default' },
        { source: 'images', type: 'image', many: true, readOnly: true },
        { source: 'appVersion', type: 'text', readOnly: true, maxLength: 20, column: 'default', filter: 'optional' },
        { source: 'deviceModel', type: 'text', readOnly: true, maxLength: 60, column: 'pickable' },
        { source: 'osVersion', type: 'text', readOnly: true, maxLength: 30, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'status', type: 'enum', choices: ['new', 'processed'], formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'reply', type: 'text', maxLength: 1000, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

/** The status only along its table (feedback arrives new), and processed only with a reply. */
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => ({
    ...statusTableRule('app-feedback', STATUS_ACTION, 'new')(record, rowsOf),
    ...feedbackServerRules(record),
});

/** Feedback arrives new, numbered, at the time it came in (the server's). */
export const derive: ResourceModule['derive'] = record =>
    record.id === undefined ? { status: 'new', feedbackId: record.feedbackId ?? Date.now().toString().slice(-7), createTime: record.createTime ?? new Date().toISOString() } : {};
