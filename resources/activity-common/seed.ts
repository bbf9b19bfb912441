import type { FieldSeed, ResourceSeed } from '../kit/seed';

/** The time range of an activity or a validity (kit/activityStatus.ts ACTIVITY_FIELDS): a window around today. */
export const ACTIVITY_TIME_SEEDS: Readonly<Record<string, FieldSeed>> = {
    startTime: { sample: 'validityStart' },
    endTime: { sample: 'validityEnd' },
};

/** Who made and last changed a record, and when (./fields.ts auditFields): a person, and times in order. */
export const AUDIT_SEEDS: Readonly<Record<string, FieldSeed>> = {
    creator: { sample: 'person' },
    createTime: { sample: 'createdBeforeArrival' },
    lastEditor: { sample: 'person' },
    updateTime: { sample: 'updatedAfterCreate' },
};

/** A partner-payment programme's rows (./partnerPayment.ts): its partners, their pay method, named campaigns. */
export const partnerPaymentSeed = (partners: readonly string[], payMethod: string): ResourceSeed => ({
    count: 16,
    fields: {
        activityName: { examples: partners.map(partner => `${partner} festive ${payMethod === 'wallet' ? 'cashback' : 'offer'}`) },
        ...ACTIVITY_TIME_SEEDS,
        partner: { examples: partners },
        payMethod: { examples: [payMethod] },
        maxBenefit: { sample: 'minorAmount' },
        minOrderAmount: { sample: 'minorAmount' },
        ...AUDIT_SEEDS,
    },
});
