/** 服务中心预约文案（resources.reservations），中文。 */
export const reservationsZh = {
    resources: {
        reservations: {
            name: '预约',
            fields: {
                reservationNo: '预约编号',
                name: '客户',
                mobile: '手机号',
                email: '邮箱',
                modelId: '机型',
                imei: 'IMEI',
                faultTypeId: '故障',
                serviceCenterId: '服务中心',
                appointmentDate: '预约日期',
                timeSlot: '时间段',
                status: '状态',
                history: '历史',
                dueTime: '截止时间',
                overdue: '已超时',
                createTime: '预约时间',
                creator: '创建人',
            },
            choices: {
                timeSlot: { '10-12': '10:00–12:00', '12-14': '12:00–14:00', '14-16': '14:00–16:00', '16-18': '16:00–18:00', '18-20': '18:00–20:00' },
                status: { booked: '已预约', completed: '已完成', no_show: '未到店', cancelled: '已取消' },
            },
            actions: { create: '创建', complete: '完成', mark_no_show: '标记未到店', cancel: '取消' },
            validation: {
                mobile: '请输入 10 到 13 位数字，如 9876543210',
                email: '请输入有效的邮箱地址',
                imei: '请输入 15 位 IMEI（拨 *#06# 查看），末位校验未通过',
                past: '预约日期不能早于今天',
            },
        },
    },
};
