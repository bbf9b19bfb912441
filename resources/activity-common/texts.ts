import { kitEn } from '../kit/messages.en';
import { kitZh } from '../kit/messages.zh';
import { REDIRECT_PARTS, redirectField } from '../kit/redirect/redirect';

/**
 * Texts of the fields, choices, actions and rules the /activities screens share (./fields.ts, ./rules.ts), in both
 * languages. Each screen's message file spreads the labels into its own `fields` and carries `activityCommonEn/Zh`
 * (the shared row actions, under resources.activity-common) beside its own. The time range's rule text and the
 * activity statuses are the kit's (resources.kit.activity).
 */
export const commonFieldsEn = {
    activityName: 'Activity name',
    startTime: 'Start time',
    endTime: 'End time',
    status: 'Status',
    creator: 'Created by',
    createTime: 'Created',
    lastEditor: 'Last edited by',
    updateTime: 'Updated',
};

export const commonFieldsZh: typeof commonFieldsEn = {
    activityName: '活动名称',
    startTime: '开始时间',
    endTime: '结束时间',
    status: '状态',
    creator: '创建人',
    createTime: '创建时间',
    lastEditor: '最后编辑人',
    updateTime: '更新时间',
};

/** The activity statuses' labels, the kit's (resources.kit.activity.status), for a resource's `choices.status`. */
export const activityStatusChoicesEn = kitEn.resources.kit.activity.status;
export const activityStatusChoicesZh = kitZh.resources.kit.activity.status;

/** Labels of fields.ts's PAY_METHODS. */
export const payMethodChoicesEn = { card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet', UPI: 'UPI', IMPS: 'IMPS', COD: 'Cash on delivery', EMI: 'EMI', other: 'Other' };
export const payMethodChoicesZh: typeof payMethodChoicesEn = { card: '银行卡', netbanking: '网银', wallet: '钱包', UPI: 'UPI', IMPS: 'IMPS', COD: '货到付款', EMI: '分期', other: '其他' };

export const enabledChoicesEn = { enabled: 'Enabled', disabled: 'Disabled' };
export const enabledChoicesZh: typeof enabledChoicesEn = { enabled: '启用', disabled: '禁用' };
export const onlineChoicesEn = { online: 'Online', offline: 'Offline' };
export const onlineChoicesZh: typeof onlineChoicesEn = { online: '上线', offline: '下线' };

export const activityCommonEn = {
    resources: {
        'activity-common': {
            actions: { online: 'Go online', offline: 'Take offline' },
            validation: { cap_over_budget: 'The most per order cannot exceed the budget' },
        },
    },
};

export const activityCommonZh: typeof activityCommonEn = {
    resources: {
        'activity-common': {
            actions: { online: '上线', offline: '下线' },
            validation: { cap_over_budget: '单笔最高优惠不能超过预算' },
        },
    },
};

type RedirectTexts = typeof kitEn.resources.kit.redirect;

/**
 * A redirect block's labels under a resource's own keys (its list column, filters, view and export read
 * `fields.{prefix}Type` and `choices.{prefix}Type`): the kit's texts, not copies.
 */
const redirectLabels = (prefix: string, texts: RedirectTexts) => ({
    fields: {
        [redirectField(prefix, 'Type')]: texts.type,
        ...Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(prefix, part), texts.parts[part]])),
    },
    choices: { [redirectField(prefix, 'Type')]: texts.types },
});

export const redirectLabelsEn = (prefix: string) => redirectLabels(prefix, kitEn.resources.kit.redirect);
export const redirectLabelsZh = (prefix: string) => redirectLabels(prefix, kitZh.resources.kit.redirect);
