/** FAQ texts (resources.faq-items), in Chinese. */
export const faqItemsZh = {
    resources: {
        'faq-items': {
            name: '常见问题',
            fields: {
                category: '分类',
                question: '问题',
                answer: '解答',
                modelIds: '适用机型',
                language: '语言',
                sort: '排序',
                helpfulCount: '有帮助数',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                category: {
                    warranty: '保修',
                    repair: '维修',
                    orders: '订单与配送',
                    returns: '退货与退款',
                    software: '系统更新',
                    account: '账号',
                },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                language: '请输入语言和地区，如 en-IN',
            },
        },
    },
};
