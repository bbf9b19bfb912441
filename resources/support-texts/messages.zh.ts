/** 服务站界面文案（resources.support-texts），中文。 */
export const supportTextsZh = {
    resources: {
        'support-texts': {
            name: '服务站界面文案',
            fields: { textKey: '键', module: '模块', language: '语言', text: '文案', updateTime: '更新时间' },
            languages: {
                open: '全部语言',
                title: '%{key} 的全部语言',
                saved: '已保存 %{count} 条文案',
            },
            validation: {
                key: '请用点分隔的小写字母、数字和 _ 填写键，如 home.search.placeholder',
                language: '请填写语言和地区，如 en-IN',
                key_language: '该键在此语言下已有文案',
            },
        },
    },
};
