import type { ResourceSeed } from '../kit/seed';

/**
 * What the mock needs to seed provider-settings. The rows are one per site and gateway its orders are paid through
 * (mock-server/db/reconciliation/providerSettings.ts: the rates the statements and settlement files are drawn with):
 * `count` is the number site in gets. The fields' examples serve a form's samples.
 */
export const seed: ResourceSeed = {
    count: 5,
    fields: {
        merchantId: { sample: 'code' },
        feeRate: { examples: ['0.018', '0.02', '0.019', '0.0249', '0.006'] },
        taxOnFeeRate: { examples: ['0.18', '0.11', '0.06', '0'] },
        bankAccount: { examples: ['50200012345678', '000405123456', '918020045612345', 'DE89370400440532013000'] },
        glAccountCode: { examples: ['1120-GW-SETTLE', '1121-UPI-SETTLE', '6105-MDR-FEES', '2305-GST-ON-FEES'] },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
