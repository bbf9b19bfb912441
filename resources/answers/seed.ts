import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds answers with: the answer to each question, from the brand or from buyers, moderated as far as they got. */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        answerNo: { sample: 'code' },
        content: { sample: 'answerContent' },
        answererType: { examples: ['official', 'official', 'buyer', 'user'] },
        creator: { sample: 'authorOf' },
        likes: { sample: 'helpfulVotes' },
        status: { sample: 'moderationStatus' },
        rejectReason: { sample: 'rejectReasonOf' },
        moderator: { sample: 'moderatorOf' },
        moderateTime: { sample: 'moderateTimeOf' },
    },
};
