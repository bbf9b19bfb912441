import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { BANKS } from '../bank-offers/rules';

/**
 * The payment-gateway bank-offer page (/bankOffer/gateway-bank-offer; unnamed in the spec): the offers set up on a
 * gateway's side (its offer ID) and the bank offer of /bankOffer/index each one applies, with whether the two are in
 * step. A gateway offer ID once per site; edited in a dialog.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'offerName', order: 'ASC' },
    actions: { dialog: { create: true }, export: true },
    fields: [
        { source: 'gateway', type: 'enum', choices: PAY_CHANNELS.filter(channel => channel !== 'cod'), column: 'default', filter: 'alwaysOn', required: true },
        { source: 'gatewayOfferId', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 40 },
        { source: 'offerName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 100, sortable: true },
        { source: 'bank', type: 'enum', choices: BANKS, column: 'default', filter: 'optional', required: true },
        { source: 'linkedOffer', type: 'ref', reference: 'bank-offers', column: 'default' },
        { source: 'syncStatus', type: 'enum', choices: ['synced', 'not_synced', 'failed'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};
