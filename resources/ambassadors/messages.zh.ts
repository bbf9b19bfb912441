/** Ambassador texts (resources.ambassadors), in Chinese. */
export const ambassadorsZh = {
    resources: {
        ambassadors: {
            name: '推广大使',
            fields: {
                userId: '用户 ID',
                name: '姓名',
                mobile: '手机号',
                email: '邮箱',
                socialLinks: '社交链接',
                referralCode: '推荐码',
                level: '等级',
                joinTime: '加入时间',
                status: '状态',
                totalOrders: '推荐订单',
                totalCommission: '佣金',
            },
            choices: {
                level: { bronze: '青铜', silver: '白银', gold: '黄金' },
                status: { pending: '待审核', approved: '已通过', rejected: '已拒绝', disabled: '已停用' },
            },
            detail: {
                open: '详情',
                back: '返回推广大使列表',
                referral_link: '推荐链接（网站路径）',
                records: '推荐记录',
                not_found: '本站点没有用户 ID 为 %{userId} 的推广大使',
            },
            actions: { approve: '通过', reject: '拒绝' },
            validation: { transition: '推广大使不能从 %{from} 变为 %{to}', totals: '订单与佣金由推荐记录汇总得出' },
        },
    },
};
