/** inventory-ledger texts (resources.inventory-ledger), in Chinese. */
export const inventoryLedgerZh = {
    resources: {
        'inventory-ledger': {
            name: '库存台账',
            fields: {
                month: '月份',
                skuId: 'SKU',
                warehouseId: '仓库',
                openingQty: '期初数量',
                inQty: '入库数量',
                outQty: '出库数量',
                closingQty: '期末数量',
                unitCost: '单位成本',
                openingValue: '期初金额',
                inValue: '入库金额',
                outValue: '出库金额',
                closingValue: '期末金额',
            },
        },
    },
};
