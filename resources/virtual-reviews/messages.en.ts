import { moderationFieldsEn, moderationStatusEn } from '../moderation-common/texts';

/** Virtual review texts (resources.virtual-reviews), in English. */
export const virtualReviewsEn = {
    resources: {
        'virtual-reviews': {
            name: 'Virtual review |||| Virtual reviews',
            fields: {
                spuId: 'SPU',
                skuId: 'SKU',
                nickname: 'Display name',
                avatar: 'Avatar',
                rating: 'Rating',
                content: 'Review',
                images: 'Pictures',
                labelIds: 'Labels',
                top: 'Pinned to top',
                displayTime: 'Time shown',
                ...moderationFieldsEn,
            },
            choices: { status: moderationStatusEn },
            validation: {
                future: 'The time shown cannot be in the future',
                sku_of_spu: 'Pick a SKU of the chosen SPU',
            },
        },
    },
};
