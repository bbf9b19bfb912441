/** stock-turnover texts (resources.stock-turnover), in English. */
export const stockTurnoverEn = {
    resources: {
        'stock-turnover': {
            name: 'Turnover line |||| Inventory turnover',
            fields: {
                month: 'Month',
                skuId: 'SKU',
                warehouseId: 'Warehouse',
                openingQty: 'Opening stock',
                closingQty: 'Closing stock',
                salesQty: 'Units sold',
                avgStock: 'Average stock',
                turnoverDays: 'Turnover days',
            },
        },
    },
};
