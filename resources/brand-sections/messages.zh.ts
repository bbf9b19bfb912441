/** Brand page texts (resources.brand-sections), in Chinese. */
export const brandSectionsZh = {
    resources: {
        'brand-sections': {
            name: '品牌页板块',
            fields: {
                sort: '顺序',
                sectionTitle: '板块标题',
                body: '正文',
                image: '图片',
                videoUrl: '视频链接',
                seoTitle: 'SEO 标题',
                seoDescription: 'SEO 描述',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { online: '上线', offline: '下线' } },
        },
    },
};
