import type { ResourceModule } from '../kit/types';
import { REISSUE_STATUSES, REISSUE_TRANSITIONS, reissueRules, reissueServerRules } from './rules';

/** Reissue and deduction requests: user, signed points, reason, order, status, the ledger row it wrote, who and when. */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: { field: 'status', transitions: REISSUE_TRANSITIONS } },
    fields: [
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'points', type: 'number', column: 'default', required: true, sortable: true },
        { source: 'reason', type: 'text', column: 'default', required: true, maxLength: 200 },
        { source: 'orderId', type: 'text', column: 'default', filter: 'optional', maxLength: 20 },
        { source: 'status', type: 'enum', choices: REISSUE_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'flowId', type: 'text', column: 'default', readOnly: true, formHidden: true },
        { source: 'creator', type: 'text', column: 'default', readOnly: true, formHidden: true },
        { source: 'createTime', type: 'datetime', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'lastOperator', type: 'text', column: 'pickable', readOnly: true, formHidden: true },
        { source: 'updateTime', type: 'datetime', column: 'pickable', readOnly: true, formHidden: true, sortable: true },
    ],
};

export const rules = reissueRules;
export const serverRules = reissueServerRules;

/** A new request is pending whatever the body says; the user ID is kept as typed, trimmed. */
export const derive: ResourceModule['derive'] = record => ({
    status: record.id === undefined || record.id === null ? 'pending' : (record.status ?? 'pending'),
    userId: typeof record.userId === 'string' ? record.userId.trim() : record.userId,
});
