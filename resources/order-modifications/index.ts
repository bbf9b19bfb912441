import type { ResourceModule } from '../kit/types';
import { ORDER_STATUSES } from '../../base/constants';
import { MODIFY_TYPES, modificationRules } from './rules';

/**
 * Changes of an order's address or contact (/orders/modify and /orders/modifyDetail/{id}),
 * per market: each a record of who changed what on which order, with the old and the new values. A change applies
 * to the order at once (the mock writes both); records are never edited afterwards (read-only pages). The list's
 * view adds the change action: a dialog with the order looked up, then the new values (`modificationRules`).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'modifyTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'requestNo', type: 'text', formHidden: true, column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        { source: 'orderStatus', type: 'enum', choices: ORDER_STATUSES, readOnly: true, column: 'pickable' },
        { source: 'modifyType', type: 'enum', choices: MODIFY_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        // The new values typed in the form (the change's subject; the record keeps them in newValue).
        { source: 'province', type: 'text', maxLength: 60 },
        { source: 'city', type: 'text', maxLength: 60 },
        { source: 'pincode', type: 'text', maxLength: 10 },
        { source: 'contactNumber', type: 'text', maxLength: 16 },
        { source: 'email', type: 'text', maxLength: 120 },
        { source: 'oldValue', type: 'json', formHidden: true, column: 'default' },
        { source: 'newValue', type: 'json', formHidden: true, column: 'default' },
        { source: 'operator', type: 'text', formHidden: true, column: 'default', filter: 'optional' },
        { source: 'modifyTime', type: 'datetime', formHidden: true, column: 'default', filter: 'alwaysOn', sortable: true },
    ],
};

export const rules = modificationRules;
