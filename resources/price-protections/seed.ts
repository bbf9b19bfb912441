import type { ResourceSeed } from '../kit/seed';

/**
 * What the mock seeds price-protection claims with: claims on the site's SKUs in every state, the order within its
 * protection period before the claim, the price now 5 to 20% below the price paid, some past their due time.
 */
export const seed: ResourceSeed = {
    count: 27,
    fields: {
        applicationNo: { sample: 'code' },
        orderNo: { sample: 'orderNoOf' },
        customerName: { sample: 'person' },
        mobile: { examples: ['13812345678', '13998765432', '15011223344', '18622334455', '17755667788', '19900112233'] },
        paidPrice: { sample: 'sellingPriceOfSku' },
        currentPrice: { sample: 'loweredPrice' },
        status: { sample: 'priceProtectionStatus' },
        history: { sample: 'priceProtectionHistory' },
        dueTime: { sample: 'priceProtectionDueTime' },
        applyTime: { sample: 'historyStart' },
        orderTime: { sample: 'orderBeforeClaim' },
        priceHistory: { sample: 'priceDropHistory' },
        remark: { examples: ['', '', 'Buyer sent a screenshot of the lower price', 'Claimed through the hotline'] },
        creator: { examples: ['', '', 'Li Wei'] },
    },
};
