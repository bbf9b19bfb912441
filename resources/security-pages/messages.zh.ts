/** Security page texts (resources.security-pages), in Chinese. */
export const securityPagesZh = {
    resources: {
        'security-pages': {
            name: '安全页面',
            fields: { title: '标题', contactEmail: '联系邮箱', pgpKeyUrl: 'PGP 公钥', body: '正文', status: '状态', updateTime: '更新时间' },
            choices: { status: { online: '上线', offline: '下线' } },
        },
    },
};
