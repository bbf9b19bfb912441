import { activityStatusChoicesEn, commonFieldsEn } from '../activity-common/texts';

/** Pre-order texts (resources.pre-orders), in English. */
export const preOrdersEn = {
    resources: {
        'pre-orders': {
            name: 'Pre-order |||| Pre-orders',
            fields: {
                ...commonFieldsEn,
                startTime: 'Pre-order start',
                endTime: 'Pre-order end',
                spuId: 'SPU',
                skuIds: 'SKUs',
                presaleType: 'Pre-sale type',
                deductionAmount: 'Deducted from the price',
                depositAmount: 'Deposit',
                balanceStart: 'Balance payment from',
                balanceEnd: 'Balance payment until',
                estimatedShipDate: 'Estimated shipping',
                limitPerUser: 'Limit per user',
                banner: 'Banner',
                rules: 'Rules',
            },
            choices: { presaleType: { deposit: 'Deposit', 'full_pre-sale': 'Full pre-sale' }, status: activityStatusChoicesEn },
            tabs: { main: 'Activity', payment: 'Payment', content: 'Page content' },
            validation: {
                deposit_required: 'A deposit pre-order needs its deposit',
                deduction_required: 'A deposit pre-order needs the amount it deducts from the price',
                deduction_below_deposit: 'The amount deducted cannot be less than the deposit',
                balance_window_required: 'A deposit pre-order needs its balance payment window',
                balance_before_deposit_end: 'The balance payment opens after the pre-order ends',
                balance_end_before_start: 'The balance payment must end after it opens',
            },
        },
    },
};
