/** 手机查询页文案（resources.phone-check-pages），中文。 */
export const phoneCheckPagesZh = {
    resources: {
        'phone-check-pages': {
            name: '手机查询页',
            fields: {
                title: '标题',
                intro: '简介',
                howToFindImei: 'IMEI 查看方法图',
                lookups: '查询方式',
                inWarrantyText: '结果：保修期内',
                outOfWarrantyText: '结果：已过保',
                notFoundText: '结果：未找到',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                lookups: { imei: 'IMEI', serial: '序列号' },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                date_placeholder: '请在保修截止日期处写 {date}',
                no_placeholder: '未找到的号码没有保修日期：请去掉 {date}',
            },
        },
    },
};
