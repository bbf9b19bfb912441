/** Labels the messaging resources share, spread into each one's texts so they are written once per language. */
export const MESSAGING_EN = {
    choices: {
        language: { en: 'English', hi: 'Hindi', id: 'Indonesian', zh: 'Chinese', es: 'Spanish', it: 'Italian', fr: 'French', tr: 'Turkish' },
        status: { enabled: 'Enabled', closed: 'Closed' },
        channel: { sms: 'SMS', email: 'E-mail', push: 'App push', in_app: 'In-app message' },
        encoding: { gsm7: 'GSM-7', ucs2: 'Unicode (UCS-2)' },
    },
    actions: { enable: 'Enable', close: 'Close' },
};

export const MESSAGING_ZH = {
    choices: {
        language: { en: '英语', hi: '印地语', id: '印尼语', zh: '中文', es: '西班牙语', it: '意大利语', fr: '法语', tr: '土耳其语' },
        status: { enabled: '启用', closed: '关闭' },
        channel: { sms: '短信', email: '邮件', push: 'App 推送', in_app: '站内信' },
        encoding: { gsm7: 'GSM-7', ucs2: 'Unicode (UCS-2)' },
    },
    actions: { enable: '启用', close: '关闭' },
};

/** The "notify me" subscription texts of /subscribe and /sms/subscribe. */
export const SUBSCRIPTION_EN = {
    fields: {
        userId: 'User ID',
        channel: 'Channel',
        contact: 'Mobile or e-mail',
        targetType: 'Subscribed to',
        skuId: 'SKU',
        spuId: 'SPU',
        subscribeTime: 'Subscribed',
        notifyStatus: 'Notice',
        notifyTime: 'Notified',
    },
    choices: {
        channel: { sms: 'SMS', email: 'E-mail', push: 'App push' },
        targetType: { sku: 'A SKU', spu: 'An SPU' },
        notifyStatus: { waiting: 'Waiting', notified: 'Notified' },
    },
    actions: { notify_now: 'Notify now' },
    validation: {
        sku_with_spu: 'A subscription to an SPU names no SKU',
        sku_of_spu: 'This SKU is not one of the SPU’s',
        status_change: 'The status “%{from}” cannot change to “%{to}”',
    },
};

export const SUBSCRIPTION_ZH = {
    fields: {
        userId: '用户 ID',
        channel: '渠道',
        contact: '手机号或邮箱',
        targetType: '订阅对象',
        skuId: 'SKU',
        spuId: 'SPU',
        subscribeTime: '订阅时间',
        notifyStatus: '通知状态',
        notifyTime: '通知时间',
    },
    choices: {
        channel: { sms: '短信', email: '邮件', push: 'App 推送' },
        targetType: { sku: 'SKU', spu: 'SPU' },
        notifyStatus: { waiting: '待通知', notified: '已通知' },
    },
    actions: { notify_now: '立即通知' },
    validation: {
        sku_with_spu: '订阅 SPU 时不填写 SKU',
        sku_of_spu: '该 SKU 不属于所选 SPU',
        status_change: '状态“%{from}”不能改为“%{to}”',
    },
};
