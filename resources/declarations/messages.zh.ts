/** 官方声明文案（resources.declarations），中文。 */
export const declarationsZh = {
    resources: {
        declarations: {
            name: '官方声明',
            fields: {
                title: '标题',
                declarationType: '类型',
                content: '正文',
                file: '文件（PDF）',
                publishDate: '发布日期',
                sort: '排序',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                declarationType: {
                    anti_fraud: '防诈骗声明',
                    authorised_sellers: '授权经销商',
                    conformity: '符合性声明',
                    recall: '召回',
                    other: '其他',
                },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                conformity_file: '符合性声明须附签署的 PDF',
                pdf: '请附 PDF 文件（地址以 .pdf 结尾）',
            },
        },
    },
};
