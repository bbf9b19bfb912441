/** inventory-ledger texts (resources.inventory-ledger), in English. */
export const inventoryLedgerEn = {
    resources: {
        'inventory-ledger': {
            name: 'Ledger line |||| Inventory ledger',
            fields: {
                month: 'Month',
                skuId: 'SKU',
                warehouseId: 'Warehouse',
                openingQty: 'Opening qty',
                inQty: 'In qty',
                outQty: 'Out qty',
                closingQty: 'Closing qty',
                unitCost: 'Unit cost',
                openingValue: 'Opening value',
                inValue: 'In value',
                outValue: 'Out value',
                closingValue: 'Closing value',
            },
        },
    },
};
