import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds virtual reviews with: launch reviews of the site's products, most shown, some hidden. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        spuId: { sample: 'spuWithSku' },
        skuId: { sample: 'skuOfSpu' },
        nickname: { sample: 'buyerNickname' },
        rating: { sample: 'reviewRating' },
        content: {
            examples: [
                'Switched from my old phone and the battery difference is huge. Easily a day and a half.',
                'The camera takes lovely photos of food and people, colours look natural.',
                'Fast delivery and the phone feels premium in hand.',
                'Smooth display, games run without lag. Happy with the purchase.',
            ],
        },
        labelIds: { sample: 'reviewLabels' },
        top: { sample: 'rareFlag' },
        status: { examples: ['approved', 'approved', 'approved', 'hidden'] },
        moderator: { examples: ['Anita Rao', 'Suresh Kumar'] },
    },
};
