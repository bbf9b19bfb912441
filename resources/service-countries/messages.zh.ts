/** Service-website country texts (resources.service-countries), in Chinese. */
export const serviceCountriesZh = {
    resources: {
        'service-countries': {
            name: '国家',
            fields: {
                countryCode: '国家代码',
                countryName: '国家',
                site: '站点',
                language: '语言',
                currency: '币种',
                domain: '域名',
                hotline: '服务热线',
                email: '服务邮箱',
                sort: '排序',
                status: '状态',
            },
            choices: {
                site: { in: '印度', id: '印度尼西亚', cn: '中国', eu: '欧洲', es: '西班牙', it: '意大利', fr: '法国', uk: '英国', tr: '土耳其' },
                status: { enabled: '启用', disabled: '停用' },
            },
            tabs: { main: '国家', site: '站点设置' },
            validation: {
                countryCode: '请输入两位大写 ISO 国家代码，如 IN',
                language: '请输入语言和地区，如 en-IN',
                currency: '请输入三位大写 ISO 币种代码，如 INR',
                domain: '请输入不含 http:// 和路径的域名，如 support.example.in',
                hotline: '请输入 6 到 15 位数字（可含空格、横线和开头的 +）',
                email: '请输入有效的邮箱地址',
            },
        },
    },
};
