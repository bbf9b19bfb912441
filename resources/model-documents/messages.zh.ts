/** 机型资料文案（resources.model-documents），中文。 */
export const modelDocumentsZh = {
    resources: {
        'model-documents': {
            name: '机型资料',
            fields: {
                modelId: '机型',
                docType: '类型',
                language: '语言',
                title: '标题',
                fileUrl: 'PDF 链接',
                version: '版本',
                publishDate: '发布日期',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                docType: { quick_guide: '快速入门指南', safety: '安全信息', sar: 'SAR 值', conformity: '符合性声明', other: '其他' },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                language: '请填写语言和地区，如 en-IN',
                version: '请按资料上印的版本填写，如 1.0',
                pdf: '请链接 PDF：地址以 .pdf 结尾',
                version_taken: '该机型已有此语言和版本的同类资料',
            },
        },
    },
};
