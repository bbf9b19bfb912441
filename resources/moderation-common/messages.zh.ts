/** 审核模型的文案（resources.moderation-common）：状态、操作、确认、拒绝原因、原因规则。 */
export const moderationCommonZh = {
    resources: {
        'moderation-common': {
            fields: {
                status: '状态',
                rejectReason: '驳回原因',
                moderator: '审核人',
                moderateTime: '审核时间',
                reason: '原因',
            },
            status: { pending: '待审核', approved: '已通过', rejected: '已驳回', hidden: '已隐藏' },
            actions: { approve: '通过', reject: '驳回', hide: '隐藏', show: '显示' },
            confirm: {
                approve: '通过“%{name}”？通过后将在网站上展示。',
                reject: '驳回“%{name}”？驳回后不会在网站上展示，原因将随记录保存。',
                hide: '在网站上隐藏“%{name}”？之后可以重新显示。',
                show: '在网站上重新显示“%{name}”？',
            },
            done: {
                approve: '已通过',
                reject: '已驳回',
                hide: '已隐藏',
                show: '已重新显示',
            },
            refused: {
                approve: '只有待审核的内容可以通过',
                reject: '只有待审核的内容可以驳回',
                hide: '只有已通过的内容可以隐藏',
                show: '只有已隐藏的内容可以重新显示',
            },
            validation: {
                reason_required: '请填写驳回原因',
                reason_length: '原因为 %{min} 到 %{max} 个字符',
                by_action: '状态只能通过“通过”“驳回”“隐藏”“显示”操作更改',
                label_review: '请选择用于评价且已启用的标签',
                label_question: '请选择用于问题且已启用的标签',
            },
            rejected_text: '被驳回的原文（已去除标记与脚本）',
        },
    },
};
