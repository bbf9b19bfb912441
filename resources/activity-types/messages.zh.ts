import { enabledChoicesZh } from '../activity-common/texts';

/** Activity type texts (resources.activity-types), in Chinese. */
export const activityTypesZh = {
    resources: {
        'activity-types': {
            name: '活动类型',
            fields: { typeCode: '类型编码', typeName: '类型名称', orderType: '订单类型', label: '卡片标签', icon: '图标', sort: '排序', status: '状态' },
            choices: {
                orderType: {
                    buy: '立即购买',
                    'R-pass': 'R-Pass',
                    'pre-order': '预订',
                    'pre-sale': '预售',
                    'full_pre-sale': '全款预售',
                    seckill: '秒杀',
                    bargain: '砍价',
                    group_bargain: '拼团砍价',
                    coin_redemption: '金币兑换',
                    crowdfunding: '众筹',
                    combo_purchase: '组合购买',
                    offer_package: '优惠套餐',
                    'trade-in': '以旧换新',
                },
                status: enabledChoicesZh,
            },
        },
    },
};
