import { activityCommonZh, commonFieldsZh, enabledChoicesZh } from '../activity-common/texts';

/** R-Pass inventory texts (resources.r-pass-stocks), in Chinese. */
export const rPassStocksZh = {
    resources: {
        'r-pass-stocks': {
            name: 'R-Pass 库存',
            fields: {
                ...commonFieldsZh,
                activityName: '发售活动',
                skuId: 'SKU',
                rPassQty: 'R-Pass 库存',
                issuedQty: '已发放',
                redeemedQty: '已核销',
                remainingQty: '剩余',
                startTime: '生效时间',
                endTime: '失效时间',
            },
            choices: { status: enabledChoicesZh },
            validation: {
                issued_over_stock: '已发放数量超过 R-Pass 库存',
                redeemed_over_issued: '已核销数量超过已发放数量',
            },
        },
    },
};

export { activityCommonZh };
