/** Live-stream session texts (resources.live-streams), in Chinese. */
export const liveStreamsZh = {
    resources: {
        'live-streams': {
            name: '直播场次',
            fields: {
                title: '标题',
                coverImage: '封面图',
                anchor: '主播',
                platform: '平台',
                streamUrl: '直播地址',
                replayUrl: '回放地址',
                startTime: '开始时间',
                endTime: '结束时间',
                products: '商品（SKU、直播价、库存）',
                status: '状态',
                updateTime: '编辑时间',
            },
            choices: {
                platform: { app: '品牌 App', youtube: 'YouTube', facebook: 'Facebook', other: '其他' },
                status: { not_started: '未开始', live: '直播中', ended: '已结束' },
            },
            actions: { start: '开始', end: '结束' },
            validation: {
                status_change: '状态“%{from}”不能改为“%{to}”',
                end_before_start: '结束时间须晚于开始时间',
                too_long: '一场直播最长 %{hours} 小时',
                products_shape: '商品为 {"skuId", "livePrice", "stock"} 的列表',
                live_price: '直播价须大于 0',
                stock: '库存须为不小于 0 的整数',
                sku_twice: '每个 SKU 只能列一次',
                unknown_sku: 'SKU %{sku} 不是本站点的 SKU',
                above_price: '%{sku} 的直播价高于其售价',
            },
        },
    },
};
