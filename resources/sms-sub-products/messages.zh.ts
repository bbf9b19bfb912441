import { MESSAGING_ZH } from '../sms-common/texts';

/** SMS subscription product texts (resources.sms-sub-products), in Chinese. */
export const smsSubProductsZh = {
    resources: {
        'sms-sub-products': {
            name: '短信订阅商品',
            fields: {
                spuId: 'SPU',
                skuId: 'SKU',
                templateId: '模板',
                subscriberCount: '订阅人数',
                sendTime: '发送时间',
                status: '状态',
                updateTime: '编辑时间',
            },
            choices: { status: MESSAGING_ZH.choices.status },
            actions: MESSAGING_ZH.actions,
            validation: {
                template_kind: '请选择已启用的到货或预约短信模板',
                one_plan: '该商品已有通知计划',
                sku_of_spu: '该 SKU 不属于所选 SPU',
                counted: '订阅人数由服务端统计：仍在等待该商品的订阅数',
            },
        },
    },
};
