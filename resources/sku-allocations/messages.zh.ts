/** sku-allocations texts (resources.sku-allocations), in Chinese. */
export const skuAllocationsZh = {
    resources: {
        'sku-allocations': {
            name: 'SKU 库存分配',
            fields: {
                skuId: 'SKU',
                channel: '渠道',
                activityType: '活动',
                allocatedQty: '分配数量',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                channel: { all: '全部渠道', web: '官网', app: 'App', mini_program: '小程序' },
                activityType: { none: '无活动', seckill: '秒杀', pre_order: '预售', r_pass: 'R-Pass' },
                status: { enabled: '启用', disabled: '禁用' },
            },
            validation: {
                duplicate: '该 SKU 在此渠道和活动下已有分配',
                over_sellable: '该 SKU 的分配总数将超过其全部仓库的可售库存',
            },
        },
    },
};
