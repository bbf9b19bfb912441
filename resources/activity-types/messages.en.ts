import { enabledChoicesEn } from '../activity-common/texts';

/** Activity type texts (resources.activity-types), in English. */
export const activityTypesEn = {
    resources: {
        'activity-types': {
            name: 'Activity type |||| Activity types',
            fields: { typeCode: 'Type code', typeName: 'Type name', orderType: 'Order type', label: 'Card label', icon: 'Icon', sort: 'Sort', status: 'Status' },
            choices: {
                orderType: {
                    buy: 'Buy now',
                    'R-pass': 'R-Pass',
                    'pre-order': 'Pre-order',
                    'pre-sale': 'Pre-sale',
                    'full_pre-sale': 'Full pre-sale',
                    seckill: 'Flash sale',
                    bargain: 'Bargain',
                    group_bargain: 'Group bargain',
                    coin_redemption: 'Coin redemption',
                    crowdfunding: 'Crowdfunding',
                    combo_purchase: 'Combo purchase',
                    offer_package: 'Offer package',
                    'trade-in': 'Trade-in',
                },
                status: enabledChoicesEn,
            },
        },
    },
};
