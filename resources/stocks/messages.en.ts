/** stocks texts (resources.stocks), in English. */
export const stocksEn = {
    resources: {
        stocks: {
            name: 'Stock level |||| Stock levels',
            fields: {
                skuId: 'SKU',
                warehouseId: 'Warehouse',
                onHandQty: 'On hand',
                lockedQty: 'Locked',
                availableQty: 'Available (sellable)',
                inTransitQty: 'In transit',
                safetyStock: 'Safety stock',
                belowSafety: 'Below safety stock',
                lastMovementTime: 'Last movement',
            },
        },
    },
};
