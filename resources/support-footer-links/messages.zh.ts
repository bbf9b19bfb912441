import { footerLinksZh } from '../footer-links/messages.zh';

const FOOTER = footerLinksZh.resources['footer-links'];

/** 服务站页脚文案（resources.support-footer-links），中文：与官网页脚相同。 */
export const supportFooterLinksZh = {
    resources: {
        'support-footer-links': { ...FOOTER, name: '服务站页脚链接' },
    },
};
