import type { ResourceModule, StatusAction } from '../kit/types';
import { statusTableRule } from '../sms-common/statusChange';

const RESEND: StatusAction = { field: 'status', transitions: [{ from: ['failed'], to: 'submitted', labelKey: 'resources.sms-logs.actions.resend' }] };

/**
 * The SMS send log (/sms/query): each message the site sent, automatic (an order's texts) or by hand (a manual
 * send's batch), its provider's status and why it failed. Numbers are kept masked. Read-only; a failed message is
 * resent by a confirmed row action (back to submitted); exported for support.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sendTime', order: 'DESC' },
    actions: {
        readOnly: true,
        export: true,
        status: RESEND,
    },
    fields: [
        { source: 'mobile', type: 'text', column: 'default', filter: 'alwaysOn', maxLength: 20 },
        { source: 'templateId', type: 'ref', reference: 'sms-templates', column: 'default', filter: 'alwaysOn' },
        { source: 'content', type: 'text', column: 'default', maxLength: 1000 },
        { source: 'orderId', type: 'text', column: 'pickable', filter: 'optional', maxLength: 32 },
        { source: 'source', type: 'enum', choices: ['automatic', 'manual'], column: 'pickable', filter: 'optional' },
        { source: 'batchNo', type: 'text', column: 'pickable', filter: 'optional', maxLength: 32 },
        { source: 'provider', type: 'text', column: 'default', maxLength: 40 },
        { source: 'sendTime', type: 'datetime', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'status', type: 'enum', choices: ['delivered', 'submitted', 'failed'], column: 'default', filter: 'alwaysOn' },
        { source: 'failReason', type: 'text', column: 'default', maxLength: 200 },
    ],
};

/** A message's status is the provider's: the only change a client makes is a resend of a failed one. */
export const serverRules = statusTableRule('sms-logs', RESEND);
