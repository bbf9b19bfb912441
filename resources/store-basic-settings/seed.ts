import type { ResourceSeed } from '../kit/seed';

/** One record per site: its store name, service contacts and order limits. The app never imports it. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        storeName: { examples: ['Official Online Store'] },
        customerServicePhone: { examples: ['1800 102 4567'] },
        customerServiceEmail: { examples: ['support@store.example.com'] },
        unpaidAutoCancelMinutes: { examples: ['30'] },
        autoConfirmReceiptDays: { examples: ['7'] },
        maxQtyPerOrder: { examples: ['5'] },
        invoicePrefix: { examples: ['OMSINV'] },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
