import type { FieldErrors } from '../kit/types';
import { DOMAIN } from '../kit/redirect/whitelist';

const KEY = 'resources.url-whitelist.validation';
const EXACT_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * An entry's pattern is what its type says: a domain is a bare host name in lower case (`example.com`, no scheme,
 * path or wildcard: it covers its subdomains by itself); an exact URL is a whole http(s) address.
 */
export const whitelistRules = (record: Record<string, unknown>): FieldErrors => {
    const pattern = typeof record.urlPattern === 'string' ? record.urlPattern.trim() : '';
    if (!pattern) return {};
    if (record.type === 'domain' && !DOMAIN.test(pattern)) return { urlPattern: `${KEY}.domain` };
    if (record.type === 'exact_url' && !EXACT_URL.test(pattern)) return { urlPattern: `${KEY}.exact_url` };
    return {};
};
