/** logistics-exceptions texts (resources.logistics-exceptions), in Chinese. */
export const logisticsExceptionsZh = {
    resources: {
        'logistics-exceptions': {
            name: '物流异常',
            fields: {
                exceptionNo: '异常单号',
                exceptionType: '类型',
                reference: '单据号',
                warehouseId: '仓库',
                skuId: 'SKU',
                diffQty: '差异数量',
                courier: '快递公司',
                awbNo: '运单号',
                detectedTime: '发现时间',
                owner: '负责人',
                status: '状态',
                resolution: '处理结果（原因）',
            },
            choices: {
                exceptionType: {
                    qty_diff: '数量差异',
                    stuck: '运输停滞',
                    rto: '退回发件地（RTO）',
                    lost: '丢失',
                    damaged: '破损',
                    other: '其他',
                },
                status: { open: '待处理', processing: '处理中', resolved: '已解决', closed: '已关闭' },
            },
            actions: { process: '受理', resolve: '解决', close: '关闭' },
            validation: {
                resolution_required: '解决或关闭前请填写处理结果',
                sku_required: '数量差异须指明 SKU',
                diff_required: '数量差异不能为 0',
                transition: '不允许此状态变更',
            },
        },
    },
};
