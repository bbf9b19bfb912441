import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed provider-settings: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 6,
    fields: {
        merchantId: { sample: 'code' },
        feeRate: { examples: ['0.018', '0.02', '0.019', '0.0249', '0.006'] },
        taxOnFeeRate: { examples: ['0.18', '0.11', '0.06', '0'] },
        bankAccount: { examples: ['50200012345678', '000405123456', '918020045612345', 'DE89370400440532013000'] },
        glAccountCode: { examples: ['1120-GW-SETTLE', '1121-UPI-SETTLE', '6105-MDR-FEES', '2305-GST-ON-FEES'] },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
