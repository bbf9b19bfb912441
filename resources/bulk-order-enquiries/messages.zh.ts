/** bulk-order-enquiries texts (resources.bulk-order-enquiries), in Chinese. */
export const bulkOrderEnquiriesZh = {
    resources: {
        'bulk-order-enquiries': {
            name: '大客户采购咨询',
            fields: {
                enquiryNo: '咨询编号',
                companyName: '公司',
                contactName: '联系人',
                email: '邮箱',
                mobile: '手机',
                city: '城市',
                spuId: '产品',
                quantity: '数量',
                message: '留言',
                submitTime: '提交时间',
                status: '状态',
                remark: '备注',
            },
            choices: { status: { new: '新建', contacted: '已联系', converted: '已转化', closed: '已关闭' } },
            actions: { contacted: '标记已联系', converted: '标记已转化', closed: '关闭' },
            validation: { email: '请输入有效的邮箱地址', transition: '咨询不能从 %{from} 变为 %{to}' },
        },
    },
};
