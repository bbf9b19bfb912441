/** order-modifications texts (resources.order-modifications), in Chinese. */
export const orderModificationsZh = {
    resources: {
        'order-modifications': {
            name: '订单修改',
            fields: {
                requestNo: '修改单号',
                orderId: '订单号',
                orderStatus: '订单状态',
                modifyType: '修改内容',
                province: '省 / 邦',
                city: '城市',
                pincode: '邮编',
                contactNumber: '联系电话',
                email: '邮箱',
                oldValue: '修改前',
                newValue: '修改后',
                operator: '修改人',
                modifyTime: '修改时间',
            },
            choices: {
                modifyType: {
                    address: '地址',
                    contact: '联系方式',
                },
                orderStatus: {
                    unpaid: '未支付',
                    paid: '已支付',
                    toBeDelivered: '待发货',
                    shipped: '已发货',
                    delivered: '已签收',
                    cancelled: '已取消',
                },
            },
            actions: {
                change: '修改订单',
            },
            lookup: {
                find: '查找订单',
                current: '当前：%{province}，%{city} %{pincode} · %{contactNumber} · %{email}（%{status}）',
                hint: '输入订单号后查找订单',
            },
            validation: {
                closed_order: '已取消或已签收的订单不能修改',
                shipped_address: '已发货订单的地址不能修改，只能修改联系方式',
                postcode: '请输入有效的邮编',
                contact_required: '请输入联系电话或邮箱',
                phone: '请输入 7 至 15 位数字的电话号码',
                email: '请输入有效的邮箱地址',
                unchanged: '新值与订单当前的值相同：没有需要修改的内容',
                unknown_order: '本站点没有订单 %{orderId}',
            },
        },
    },
};
