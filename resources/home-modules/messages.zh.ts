/** home-modules texts (resources.home-modules), in Chinese. */
export const homeModulesZh = {
    resources: {
        'home-modules': {
            name: '首页模块',
            fields: {
                sort: '顺序',
                title: '标题',
                moduleType: '模块类型',
                platform: '平台',
                image: '图片',
                linkUrl: '链接',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                moduleType: { kv_banner: '主视觉横幅', product_floor: '产品楼层', promo_tile: '促销方块', video: '视频', news: '新闻条' },
                platform: { pc: 'PC', mobile: '移动端' },
                status: { online: '上线', offline: '下线' },
            },
        },
    },
};
