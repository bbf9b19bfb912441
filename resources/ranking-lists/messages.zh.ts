/** Ranking list texts (resources.ranking-lists), in Chinese. */
export const rankingListsZh = {
    resources: {
        'ranking-lists': {
            name: '排行榜',
            fields: {
                type: '榜单',
                listTitle: '榜单标题',
                pageTitle: '页面标题',
                productDetailsTitle: '商品详情标题',
                icons: '图标',
                headerImageMobile: '头图（移动端）',
                headerImagePc: '头图（PC端）',
                backgroundColour: '背景色',
                titleColour: '标题颜色',
                sort: '排序',
                displayStatus: '展示状态',
                entries: {
                    spuId: 'SPU',
                    defaultSkuId: '默认SKU',
                    salesPrice: '销售价',
                    originalPrice: '原价',
                    virtualHeat: '虚拟热度',
                    virtualPopularity: '虚拟人气值',
                    virtualReviews: '虚拟评论数',
                    rankingStatus: '上榜状态',
                    label: '标签',
                },
                entryCount: '商品数',
                updateTime: '更新时间',
            },
            entry: {
                title: '榜单商品',
                number: '商品 %{entry}',
                values: '热度 %{heat}（真实 %{realHeat}）· 人气值 %{popularity}（真实 %{realPopularity}）· 评论数 %{reviews}（真实 %{realReviews}）',
                computed_on_save: '真实热度、人气值和评论数在保存榜单时计算',
            },
            choices: {
                type: { best_seller: '热销榜', trending_now: '飙升榜', top_picks: '好评榜' },
                displayStatus: { displaying: '展示中', hidden: '已隐藏' },
                rankingStatus: { displaying: '展示中', hidden: '已隐藏' },
            },
            tabs_label: '排行榜类型',
            actions: { display: '展示', hide: '隐藏' },
            validation: {
                values_range: '数值须为 0 到 999999 之间的数字',
                ranking_low: '预估排名低于10，无法保存',
                sku_of_spu: '默认SKU须属于该商品的SPU',
                colour: '颜色格式为 #RRGGBB（例如 #FF6900）',
            },
        },
    },
};
