/** Brand support home texts (resources.support-home-slots), in Chinese. */
export const supportHomeSlotsZh = {
    resources: {
        'support-home-slots': {
            name: '服务首页位',
            fields: {
                sort: '顺序',
                module: '模块',
                title: '标题',
                subtitle: '副标题',
                imagePc: '图片（PC）',
                imageMobile: '图片（移动端）',
                linkUrl: '链接',
                startTime: '开始时间',
                endTime: '结束时间',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                module: { hero_banner: '主横幅', quick_entry: '快捷入口', hot_topic: '热门话题' },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                banner_image: '主横幅需要 PC 图片',
                end_after_start: '结束时间须晚于开始时间',
            },
        },
    },
};
