import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { activityNameField, enabledStatusField, validityFields } from '../activity-common/fields';
import { isNumber } from '../activity-common/rules';
import { rPassStockRules } from './rules';

/**
 * R-Pass inventory: per limited sale and SKU, how many early-access passes were allocated,
 * issued and redeemed, and how many remain (computed by the server from the other two). Per market. Edited in a
 * dialog on the list (the catalogue has no record page).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        activityNameField,
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'rPassQty', type: 'number', min: 1, max: 100_000, column: 'default', required: true, sortable: true },
        // Each out of the one before it: issued of the stock, redeemed of the issued.
        { source: 'issuedQty', type: 'number', min: 0, max: 100_000, column: 'default', required: true, sortable: true },
        { source: 'redeemedQty', type: 'number', min: 0, max: 100_000, column: 'default', required: true, sortable: true },
        { source: 'remainingQty', type: 'number', formHidden: true, column: 'default', sortable: true },
        ...validityFields,
        enabledStatusField,
    ],
};

export const rules = rPassStockRules;

/** Passes still to issue: the server's to count. */
export const derive = (record: Record<string, unknown>) => ({
    remainingQty: isNumber(record.rPassQty) && isNumber(record.issuedQty) ? Math.max(0, Number(record.rPassQty) - Number(record.issuedQty)) : null,
});
