import { activityCommonEn, commonFieldsEn, enabledChoicesEn } from '../activity-common/texts';

/** R-Pass inventory texts (resources.r-pass-stocks), in English. */
export const rPassStocksEn = {
    resources: {
        'r-pass-stocks': {
            name: 'R-Pass stock |||| R-Pass stock',
            fields: {
                ...commonFieldsEn,
                activityName: 'Sale',
                skuId: 'SKU',
                rPassQty: 'R-Pass stock',
                issuedQty: 'Issued',
                redeemedQty: 'Redeemed',
                remainingQty: 'Remaining',
                startTime: 'Valid from',
                endTime: 'Valid until',
            },
            choices: { status: enabledChoicesEn },
            validation: {
                issued_over_stock: 'More passes issued than the R-Pass stock',
                redeemed_over_issued: 'More passes redeemed than issued',
            },
        },
    },
};

export { activityCommonEn };
