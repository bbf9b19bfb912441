import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds reviews with: buyers' words that follow their rating, some spam, moderated as far as they got. */
export const seed: ResourceSeed = {
    count: 60,
    fields: {
        reviewNo: { sample: 'code' },
        spuId: { sample: 'spuWithSku' },
        skuId: { sample: 'skuOfSpu' },
        orderNo: { sample: 'orderNoOf' },
        nickname: { sample: 'buyerNickname' },
        rating: { sample: 'reviewRating' },
        content: { sample: 'reviewContent' },
        labelIds: { sample: 'reviewLabels' },
        top: { sample: 'rareFlag' },
        status: { sample: 'moderationStatus' },
        rejectReason: { sample: 'rejectReasonOf' },
        moderator: { sample: 'moderatorOf' },
        moderateTime: { sample: 'moderateTimeOf' },
    },
};
