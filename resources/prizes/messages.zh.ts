/** Lottery prize texts (resources.prizes), in Chinese. */
export const prizesZh = {
    resources: {
        prizes: {
            name: '奖品',
            fields: {
                prizeName: '奖品名称',
                prizeType: '奖品类型',
                couponTemplateId: '优惠券模板',
                points: '积分',
                image: '图片',
                stock: '库存',
                value: '价值',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                prizeType: { coupon: '优惠券', physical: '实物奖品', points: '积分', no_prize: '未中奖' },
                status: { enabled: '启用', disabled: '停用' },
            },
            actions: { enable: '启用', disable: '停用' },
        },
    },
};
