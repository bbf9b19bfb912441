/** Labels the messaging resources share, spread into each one's texts so they are written once per language. */
export const MESSAGING_EN = {
    choices: {
        language: { en: 'English', hi: 'Hindi', id: 'Indonesian', zh: 'Chinese', es: 'Spanish', it: 'Italian', fr: 'French' },
        status: { enabled: 'Enabled', closed: 'Closed' },
        channel: { sms: 'SMS', email: 'E-mail', push: 'App push', in_app: 'In-app message' },
        encoding: { gsm7: 'GSM-7', ucs2: 'Unicode (UCS-2)' },
    },
    actions: { enable: 'Enable', close: 'Close' },
};

export const MESSAGING_ZH = {
    choices: {
        language: { en: '英语', hi: '印地语', id: '印尼语', zh: '中文', es: '西班牙语', it: '意大利语', fr: '法语' },
        status: { enabled: '启用', closed: '关闭' },
        channel: { sms: '短信', email: '邮件', push: 'App 推送', in_app: '站内信' },
        encoding: { gsm7: 'GSM-7', ucs2: 'Unicode (UCS-2)' },
    },
    actions: { enable: '启用', close: '关闭' },
};
