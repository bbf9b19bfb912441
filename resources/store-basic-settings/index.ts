import type { ResourceModule } from '../kit/types';

/**
 * The store-wide order settings of a site (/storeSettings/basicSetting): one record per site, edited in a dialog, never
 * created or deleted. Bounds: an unpaid order is cancelled after 5–1,440 minutes; receipt is confirmed 1–30 days
 * after delivery; 1–99 units an order; the invoice prefix 1–8 capital letters or digits; a service e-mail address.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PREFIX = /^[A-Z0-9]{1,8}$/;
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export const description: ResourceModule['description'] = {
    actions: { dialog: {} },
    fields: [
        { source: 'storeName', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'customerServicePhone', type: 'text', column: 'default', required: true, maxLength: 20 },
        { source: 'customerServiceEmail', type: 'text', column: 'default', required: true, maxLength: 100 },
        { source: 'unpaidAutoCancelMinutes', type: 'number', column: 'default', required: true, min: 5, max: 1440 },
        // In the column picker: the one-row table fits the screen (axe: a scrolled table region with nothing to focus).
        { source: 'autoConfirmReceiptDays', type: 'number', column: 'pickable', required: true, min: 1, max: 30 },
        { source: 'maxQtyPerOrder', type: 'number', column: 'pickable', required: true, min: 1, max: 99 },
        { source: 'codMaxOrderAmount', type: 'money', column: 'pickable', min: 0, max: 10_000_000 },
        { source: 'invoicePrefix', type: 'text', column: 'default', required: true, maxLength: 8 },
        { source: 'storeOpen', type: 'bool', column: 'default' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable' },
    ],
};

export const rules: ResourceModule['rules'] = record => ({
    ...(present(record.customerServiceEmail) && !EMAIL.test(String(record.customerServiceEmail)) ? { customerServiceEmail: 'ra.validation.email' } : {}),
    ...(present(record.invoicePrefix) && !PREFIX.test(String(record.invoicePrefix)) ? { invoicePrefix: 'resources.store-basic-settings.validation.invoice_prefix' } : {}),
});

const numeric = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** Counts kept as numbers (the seed's examples and a form's text may be text). */
export const derive: ResourceModule['derive'] = record => ({
    unpaidAutoCancelMinutes: numeric(record.unpaidAutoCancelMinutes),
    autoConfirmReceiptDays: numeric(record.autoConfirmReceiptDays),
    maxQtyPerOrder: numeric(record.maxQtyPerOrder),
});
