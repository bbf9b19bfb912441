/** stocks texts (resources.stocks), in Chinese. */
export const stocksZh = {
    resources: {
        stocks: {
            name: '库存',
            fields: {
                skuId: 'SKU',
                warehouseId: '仓库',
                onHandQty: '在库数量',
                lockedQty: '锁定数量',
                availableQty: '可售数量',
                inTransitQty: '在途数量',
                safetyStock: '安全库存',
                belowSafety: '低于安全库存',
                lastMovementTime: '最近变动时间',
            },
        },
    },
};
