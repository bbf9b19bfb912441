import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds replies with: the brand's answers and buyers' follow-ups under the site's reviews. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        replyNo: { sample: 'code' },
        content: { sample: 'replyContent' },
        replierType: { examples: ['official', 'official', 'user'] },
        creator: { sample: 'authorOf' },
        status: { sample: 'moderationStatus' },
        rejectReason: { sample: 'rejectReasonOf' },
        moderator: { sample: 'moderatorOf' },
        moderateTime: { sample: 'moderateTimeOf' },
    },
};
