import type { ResourceModule } from '../kit/types';
import { INVOICE_TYPES } from './tax';

/**
 * GST invoices and credit notes (/inventory/invoice-list), read-only: the server issues a tax invoice for every
 * shipped order of the site in under the GSTIN covering its warehouse (gstin-settings) and a credit note on it for
 * every customer return the stock ledger holds. Tax per line from the SKU's GST rate: CGST + SGST within the
 * warehouse's state, IGST across states (tax.ts); a credit note never exceeds its invoice. Numbered per series
 * (the GSTIN's invoice prefix) and financial year. The number opens the printable detail.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'invoiceDate', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'invoiceNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 16, sortable: true },
        { source: 'invoiceType', type: 'enum', choices: INVOICE_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'invoiceDate', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'sellerGstin', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 15 },
        { source: 'sellerName', type: 'text', maxLength: 120 },
        { source: 'sellerAddress', type: 'text', maxLength: 300 },
        { source: 'buyerName', type: 'text', column: 'pickable', maxLength: 120 },
        { source: 'buyerGstin', type: 'text', column: 'pickable', filter: 'optional', maxLength: 15 },
        { source: 'placeOfSupply', type: 'ref', reference: 'states', column: 'default', filter: 'optional', required: true },
        { source: 'supplyType', type: 'enum', choices: ['intra_state', 'inter_state'], column: 'pickable', filter: 'optional', required: true },
        { source: 'taxableValue', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'cgst', type: 'money', column: 'pickable', sortable: true, min: 0 },
        { source: 'sgst', type: 'money', column: 'pickable', sortable: true, min: 0 },
        { source: 'igst', type: 'money', column: 'pickable', sortable: true, min: 0 },
        { source: 'totalAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'originalInvoiceNo', type: 'text', column: 'pickable', filter: 'optional', maxLength: 16 },
        { source: 'status', type: 'enum', choices: ['issued', 'cancelled'], column: 'pickable', required: true },
        { source: 'lines', type: 'json', formHidden: true },
    ],
};
