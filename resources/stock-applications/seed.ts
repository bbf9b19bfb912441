import type { ResourceSeed } from '../kit/seed';

/**
 * Stock applications of the last two months, per site: a few units of one to three SKUs from a warehouse of the
 * site, most of them through approval; the server derives the number, totals and approval log (lines.ts).
 */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        purpose: { examples: ['sample', 'demo', 'demo', 'internal_use', 'marketing', 'marketing', 'other'] },
        lines: { sample: 'applicationLines' },
        remark: { examples: ['Review units for tech press', 'Demo phones for the Bengaluru experience store', 'Replacement pool for field engineers', 'Launch event display units', 'Certification lab testing'] },
        status: { examples: ['draft', 'submitted', 'submitted', 'approved', 'approved', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'] },
        rejectReason: { examples: ['Demo stock for this store is already issued this quarter', 'Quantities exceed the marketing budget', 'Use the refurbished pool for internal testing'] },
        creator: { sample: 'person' },
        createTime: { sample: 'createdBeforeArrival' },
        lastOperator: { sample: 'person' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
