import type { ResourceSeed } from '../kit/seed';

/** The send log's seed: the site's templates filled for masked numbers, by the site's SMS providers (mock-server/db/kit/messagingSamples.ts). */
export const seed: ResourceSeed = {
    count: 60,
    fields: {
        mobile: { sample: 'maskedMobile' },
        templateId: { sample: 'smsTemplateRef' },
        content: { sample: 'sentContent' },
        orderId: { sample: 'code' },
        source: { examples: ['automatic', 'automatic', 'automatic', 'manual'] },
        batchNo: { examples: [''] },
        provider: { sample: 'smsProvider' },
        failReason: { sample: 'smsFailReason' },
    },
};
