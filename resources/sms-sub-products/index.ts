import type { ResourceModule } from '../kit/types';
import { enableClose, MESSAGE_STATUSES } from '../sms-common/choices';
import { planServerRules } from './rules';

/**
 * Products open to SMS subscription and their notification plan (/sms/subProduct): the SPU (and SKU) buyers may
 * subscribe to, the arrival template sent and when, and how many buyers wait for it (counted by the server). Edited in a dialog on its list (the catalogue gives no record
 * page); enabled and closed by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sendTime', order: 'DESC' },
    actions: { export: true, dialog: { create: true }, status: enableClose('sms-sub-products') },
    fields: [
        // The SKU first: the seed draws the SPU of the SKU drawn before it.
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn' },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'templateId', type: 'ref', reference: 'sms-templates', column: 'default', filter: 'optional', required: true },
        // The server's count of the SMS subscriptions waiting for the product (./subscribers.ts).
        { source: 'subscriberCount', type: 'number', column: 'default', readOnly: true, formHidden: true, sortable: true, min: 0 },
        { source: 'sendTime', type: 'datetime', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'status', type: 'enum', choices: MESSAGE_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const serverRules = planServerRules;
