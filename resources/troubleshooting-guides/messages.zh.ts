import { faultTypesZh } from '../fault-types/messages.zh';

/** Troubleshooting guide texts (resources.troubleshooting-guides), in Chinese. */
export const troubleshootingGuidesZh = {
    resources: {
        'troubleshooting-guides': {
            name: '故障排查',
            fields: {
                category: '分类',
                question: '症状',
                answer: '排查步骤',
                images: '图片',
                modelIds: '适用机型',
                language: '语言',
                sort: '排序',
                helpfulCount: '有帮助数',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                // The fault-type dictionary's categories, named as there.
                category: faultTypesZh.resources['fault-types'].choices.category,
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                language: '请输入语言和地区，如 en-IN',
            },
        },
    },
};
