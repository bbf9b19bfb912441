import { activityStatusChoicesZh, commonFieldsZh } from '../activity-common/texts';

/** Pre-order texts (resources.pre-orders), in Chinese. */
export const preOrdersZh = {
    resources: {
        'pre-orders': {
            name: '预订',
            fields: {
                ...commonFieldsZh,
                startTime: '预订开始',
                endTime: '预订结束',
                spuId: 'SPU',
                skuIds: 'SKU',
                presaleType: '预售类型',
                deductionAmount: '抵扣金额',
                depositAmount: '定金',
                balanceStart: '尾款支付开始',
                balanceEnd: '尾款支付截止',
                estimatedShipDate: '预计发货',
                limitPerUser: '每人限购',
                banner: '横幅',
                rules: '规则',
            },
            choices: { presaleType: { deposit: '定金预售', 'full_pre-sale': '全款预售' }, status: activityStatusChoicesZh },
            tabs: { main: '活动', payment: '支付', content: '页面内容' },
            validation: {
                deposit_required: '定金预售需填写定金',
                deduction_required: '定金预售需填写抵扣金额',
                deduction_below_deposit: '抵扣金额不能低于定金',
                balance_window_required: '定金预售需填写尾款支付时间',
                balance_before_deposit_end: '尾款支付须在预订结束后开始',
                balance_end_before_start: '尾款支付截止时间须晚于开始时间',
            },
        },
    },
};
