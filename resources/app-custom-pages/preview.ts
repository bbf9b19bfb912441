import { COMPONENT_NEEDS, type ComponentType } from './rules';

/**
 * A campaign page as HTML, component by component, for the preview (the frame sanitises it again and shows it
 * sandboxed). Text is escaped here; a rich-text component's HTML is the frame's to sanitise.
 */
const escape = (value: unknown) =>
    String(value ?? '').replace(/[&<>"']/g, char => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const componentHtml = (component: Record<string, unknown>): string => {
    switch (component.type as ComponentType) {
        case 'banner':
            return `<p><img src="${escape(component.image)}" alt="${escape(component.title ?? 'Banner')}" style="max-width:100%"></p>`;
        case 'countdown':
            return `<p><strong>Ends ${escape(String(component.endTime).slice(0, 16).replace('T', ' '))} UTC</strong></p>`;
        case 'coupon':
            return `<p>Coupon <code>${escape(component.couponCode)}</code></p>`;
        case 'product_list':
            return `<h3>${escape(component.title ?? 'Products')}</h3><ul>${(Array.isArray(component.spuIds) ? component.spuIds : [])
                .map(spu => `<li>SPU ${escape(spu)}</li>`)
                .join('')}</ul>`;
        case 'rich_text':
            return String(component.html ?? '');
        case 'video':
            return `<p><a href="${escape(component.url)}">${escape(component.title ?? component.url)}</a></p>`;
        default:
            return '';
    }
};

export const pageHtml = (record: Record<string, unknown>): string => {
    const components = Array.isArray(record.components) ? record.components : [];
    const body = components
        .filter((component): component is Record<string, unknown> => !!component && typeof component === 'object' && String(component.type) in COMPONENT_NEEDS)
        .map(componentHtml)
        .join('\n');
    return `<h1>${escape(record.shareTitle || record.pageName)}</h1>\n${body}`;
};
