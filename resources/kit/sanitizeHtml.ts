import DOMPurify from 'dompurify';
import { URL_ATTRIBUTE_NAMES } from './safeHtml';
import { isSafeUrl } from './validate';

/**
 * Stored HTML as it may be shown (a list's cell, a preview): DOMPurify takes out scripts, event handlers, frames and
 * forms, and every address that is not http(s) or a site path (the rule the validator holds writes to, applied again
 * to whatever older or foreign data holds). Links open in a new tab without the opener. An instance of its own, so
 * that its hooks touch no other user of DOMPurify (react-admin's RichTextField).
 */
const purifier = DOMPurify(window);

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!URL_ATTRIBUTE_NAMES.has(data.attrName)) return;
    const urls = data.attrName === 'srcset' ? data.attrValue.split(',').map(candidate => candidate.trim().split(/\s+/)[0] ?? '') : [data.attrValue];
    if (!urls.every(isSafeUrl)) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', node => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
    }
});

const OPTIONS = {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
};

export const sanitizeHtml = (html: unknown): string => (typeof html === 'string' && html !== '' ? purifier.sanitize(html, OPTIONS) : '');
