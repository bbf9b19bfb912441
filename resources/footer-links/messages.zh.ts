/** footer-links texts (resources.footer-links), in Chinese. */
export const footerLinksZh = {
    resources: {
        'footer-links': {
            name: '页脚链接',
            fields: { sort: '顺序', footerColumn: '栏目', linkName: '链接名称', linkUrl: '链接', icon: '图标', openInNewTab: '新标签页打开', status: '状态', updateTime: '更新时间' },
            choices: {
                footerColumn: { products: '产品', support: '服务支持', shop: '商城', about: '关于', legal: '法律', social: '社交' },
                status: { online: '上线', offline: '下线' },
            },
        },
    },
};
