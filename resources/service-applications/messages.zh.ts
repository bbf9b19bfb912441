/** 服务申请文案（resources.service-applications），中文。 */
export const serviceApplicationsZh = {
    resources: {
        'service-applications': {
            name: '服务申请',
            fields: {
                applicationNo: '申请编号',
                serviceType: '服务类型',
                customerName: '买家',
                mobile: '手机号',
                orderNo: '订单号',
                modelId: '机型',
                imei: 'IMEI',
                faultTypeId: '故障',
                address: '取件地址',
                courierAwb: '快递运单号',
                status: '状态',
                history: '历史',
                dueTime: '截止时间',
                overdue: '已超时',
                createTime: '申请时间',
                creator: '登记人',
            },
            choices: {
                serviceType: { repair: '寄修', return: '退货', replacement: '换货' },
                status: { submitted: '已提交', accepted: '已受理', in_progress: '处理中', completed: '已完成', rejected: '已驳回' },
            },
            actions: { create: '提交', accept: '受理', reject: '驳回', start: '开始处理', complete: '完成' },
            validation: {
                order_no: '订单号格式为 OMS 加 9 位数字，如 OMS260000037',
                order_needed: '退货或换货须填写订单号',
                fault_needed: '维修须选择故障',
                mobile: '请输入 10 到 13 位数字，如 9876543210',
                imei: '请输入 15 位 IMEI（拨 *#06# 查看），末位校验未通过',
                awb: '运单号为 8 到 20 位大写字母或数字',
            },
        },
    },
};
