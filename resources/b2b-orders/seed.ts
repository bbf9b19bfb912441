import type { ResourceSeed } from '../kit/seed';

/**
 * Bulk orders of the site in's B2B customers: numbered B2B + year + sequence, lines of the site's SKUs at a trade
 * price before GST, payments by UTR as far as the status has gone. The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 40,
    sites: ['in'],
    fields: {
        b2bOrderNo: { sample: 'b2bOrderNo' },
        orderStatus: { examples: ['created', 'confirmed', 'confirmed', 'shipped', 'shipped', 'completed', 'completed', 'completed', 'cancelled'] },
        supplyType: { sample: 'b2bSupplyType' },
        lines: { sample: 'b2bLines' },
        payments: { sample: 'b2bPayments' },
        remark: { examples: ['Quarterly restock', 'Corporate gifting order', 'Store opening stock', 'Replacement pool for field staff'] },
        createTime: { sample: 'createdBeforeArrival' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
