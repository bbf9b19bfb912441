import { MESSAGING_ZH } from '../sms-common/texts';

/** Message template texts (resources.sms-templates), in Chinese. */
export const smsTemplatesZh = {
    resources: {
        'sms-templates': {
            name: '消息模板',
            fields: {
                templateCode: '模板编码',
                templateName: '模板名称',
                channel: '渠道',
                scenario: '场景',
                language: '语言',
                title: '标题',
                content: '内容',
                variables: '变量',
                sampleValues: '示例值',
                senderId: '发送方 ID',
                dltTemplateId: 'DLT 模板 ID',
                encoding: '编码',
                characters: '字符数',
                smsParts: '短信条数',
                status: '状态',
                updateTime: '编辑时间',
            },
            choices: {
                ...MESSAGING_ZH.choices,
                scenario: {
                    otp: '验证码',
                    order_placed: '下单成功',
                    payment_success: '支付成功',
                    shipped: '已发货',
                    delivered: '已签收',
                    cod_confirm: '货到付款确认',
                    refund: '退款',
                    prebook: '预约',
                    restock: '到货提醒',
                    marketing: '营销',
                },
            },
            actions: MESSAGING_ZH.actions,
            hints: {
                variables: '内容中以 {name} 形式使用的变量名，用逗号分隔',
                sampleValues: '每个变量一个示例值，用于预览，例如 {"name": "Priya"}',
            },
            preview: {
                title: '预览',
                empty: '填写内容后显示消息预览',
                count: '%{characters} 个字符 · %{encoding} · %{parts} 条短信 · 本条还剩 %{remaining}',
                missing: '以下变量尚无示例值：%{names}',
            },
            validation: {
                variable_name: '变量“%{name}”须以字母开头，只能包含字母、数字和 _',
                undeclared: '变量 {%{name}} 已使用但未声明',
                unused: '变量“%{name}”已声明但未使用',
                sample_unknown: '示例值“%{name}”不是已声明的变量',
                sender_required: '短信须填写发送方 ID',
                sender_format: '发送方 ID 为 3 至 11 位字母或数字',
                dlt_format: 'DLT 模板 ID 为 19 位数字',
                too_long: '该消息为 %{parts} 条短信，最多 %{max} 条',
                title_required: '推送和邮件须填写标题',
            },
        },
    },
};
