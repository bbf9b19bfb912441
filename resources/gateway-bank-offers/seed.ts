import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed gateway-bank-offers: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 10,
    fields: {
        gatewayOfferId: { sample: 'code' },
        offerName: { examples: ['HDFC 10% instant discount', 'ICICI no-cost EMI', 'SBI Card cashback', 'Axis debit EMI', 'Kotak weekend offer'] },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
