import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds questions with: what buyers ask about phones, moderated as far as they got. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        questionNo: { sample: 'code' },
        spuId: { sample: 'spuWithSku' },
        nickname: { sample: 'buyerNickname' },
        content: { sample: 'questionContent' },
        labelIds: { sample: 'questionLabels' },
        top: { sample: 'rareFlag' },
        status: { sample: 'moderationStatus' },
        rejectReason: { sample: 'rejectReasonOf' },
        moderator: { sample: 'moderatorOf' },
        moderateTime: { sample: 'moderateTimeOf' },
    },
};
