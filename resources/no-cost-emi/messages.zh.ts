import { activityStatusChoicesZh, commonFieldsZh } from '../activity-common/texts';

/** No-cost EMI texts (resources.no-cost-emi), in Chinese. */
export const noCostEmiZh = {
    resources: {
        'no-cost-emi': {
            name: '免息分期活动',
            fields: {
                ...commonFieldsZh,
                skuIds: 'SKU',
                tenures: '分期期数（月）',
                issuers: '发卡银行',
                subventionType: '贴息方式',
                subventionShare: '贴息比例',
            },
            choices: {
                tenures: { 3: '3 个月', 6: '6 个月', 9: '9 个月', 12: '12 个月', 18: '18 个月', 24: '24 个月' },
                subventionType: { full_interest: '全额贴息', partial: '部分贴息' },
                status: activityStatusChoicesZh,
            },
            validation: { partial_share: '部分贴息比例须在 1% 至 99% 之间（0.01 至 0.99）' },
        },
    },
};
