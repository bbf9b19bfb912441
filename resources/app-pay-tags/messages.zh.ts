import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** Checkout pay tag texts (resources.app-pay-tags), in Chinese. */
export const appPayTagsZh = {
    resources: {
        'app-pay-tags': {
            name: '支付标签',
            fields: {
                payMethod: '支付方式',
                tagText: '标签文字',
                tagColour: '颜色（#RRGGBB）',
                startTime: '展示开始',
                endTime: '展示结束',
                sort: '排序',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                payMethod: ORDER_CHOICES_ZH.payMethod,
                status: { online: '上线', offline: '下线' },
            },
            validation: { colour: '颜色须为 # 加六位十六进制数字，如 #E53935' },
        },
    },
};
