/** live-stream-reports texts (resources.live-stream-reports), in Chinese. */
export const liveStreamReportsZh = {
    resources: {
        'live-stream-reports': {
            name: '直播数据',
            chart: { title: '各场直播 GMV' },
            fields: {
                liveId: '直播场次',
                title: '标题',
                startTime: '开始时间',
                endTime: '结束时间',
                viewers: '观看人数',
                peakOnline: '最高在线',
                likes: '点赞数',
                comments: '评论数',
                orders: '订单数（直播销售）',
                gmv: 'GMV',
                conversionRate: '转化率',
            },
        },
    },
};
