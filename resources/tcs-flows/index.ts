import type { ResourceModule } from '../kit/types';

/**
 * The TCS ledger (/orders/tcs-flow): tax collected at source on each order's invoice, collected
 * on sale and reversed on return, by GST state and month, for the monthly return. An Indian tax: seeded for the
 * site in only. Read-only, exported for finance.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'month', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        { source: 'invoiceNo', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 32 },
        { source: 'gstin', type: 'text', column: 'default', filter: 'optional', maxLength: 15 },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'taxableValue', type: 'money', column: 'default', required: true, min: 0, sortable: true },
        { source: 'tcsRate', type: 'percent', column: 'default', formHidden: true },
        { source: 'tcsAmount', type: 'money', column: 'default', formHidden: true, sortable: true },
        { source: 'flowType', type: 'enum', choices: ['collect', 'reverse'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'month', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
    ],
};

/** India's TCS on e-commerce sales (0.5 %: 0.25 % CGST plus 0.25 % SGST, or IGST): the amount follows the value. */
export const TCS_RATE = 0.005;

export const derive: ResourceModule['derive'] = record => {
    const taxable = Number(record.taxableValue);
    return { tcsRate: TCS_RATE, tcsAmount: Number.isFinite(taxable) ? Math.round(taxable * TCS_RATE * 100) / 100 : null };
};
