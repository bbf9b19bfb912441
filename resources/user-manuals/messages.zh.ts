/** 用户手册文案（resources.user-manuals），中文。 */
export const userManualsZh = {
    resources: {
        'user-manuals': {
            name: '用户手册',
            fields: {
                modelId: '机型',
                language: '语言',
                title: '标题',
                version: '版本',
                file: '手册（PDF）',
                publishDate: '发布日期',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { online: '上线', offline: '下线' } },
            copy_link: '复制链接',
            validation: {
                language: '请填写语言与地区，如 en-IN 或 zh-CN',
                version: '版本格式为 V1.0 或 V2.1.3',
                pdf: '手册须为 PDF（地址以 .pdf 结尾）',
                one_edition: '该机型已有此语言的同一版本手册',
            },
        },
    },
};
