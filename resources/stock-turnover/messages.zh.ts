/** stock-turnover texts (resources.stock-turnover), in Chinese. */
export const stockTurnoverZh = {
    resources: {
        'stock-turnover': {
            name: '库存周转',
            fields: {
                month: '月份',
                skuId: 'SKU',
                warehouseId: '仓库',
                openingQty: '期初库存',
                closingQty: '期末库存',
                salesQty: '销量',
                avgStock: '平均库存',
                turnoverDays: '周转天数',
            },
        },
    },
};
