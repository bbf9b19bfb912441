import type { FieldDescription, FieldErrors } from '../types';
import { REDIRECT_TYPES, redirectField, type RedirectType } from './redirect';

/**
 * The redirect block's server rule (issue 23): an H5 link (shown in the app's web view, or in the phone's browser)
 * must match an enabled entry of the site's URL whitelist (/app/url-whitelist, collection `url-whitelist`). The
 * mock runs it on every write of every resource that has the block (mock-server/db/kit/checkWrite.ts finds the
 * blocks in the description), the form shows its answer at the link. Pure functions: the mock imports them.
 *
 * An entry is a domain (`example.com`: that host and its subdomains, `www.example.com`, `m.example.com`) or an exact
 * URL (`https://apps.apple.com/in/app/example-store/id1459283145`: that address, a trailing slash and the
 * `#fragment` aside).
 */
export const WHITELIST_COLLECTION = 'url-whitelist';
export const WHITELIST_TYPES = ['domain', 'exact_url'] as const;
export type WhitelistType = (typeof WHITELIST_TYPES)[number];

/** The types whose link is an H5 page: the ones the whitelist guards. */
export const H5_TYPES: readonly RedirectType[] = ['h5', 'browser_h5'];

export const WHITELIST_MESSAGE = 'resources.kit.redirect.validation.whitelist';

/** A host name: labels of letters, digits and inner hyphens, a dot between them, at least two labels. */
export const DOMAIN = /^(?=.{3,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const parse = (value: string): URL | undefined => {
    try {
        const url = new URL(value.trim());
        return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
    } catch {
        return undefined;
    }
};

/** An address as compared: no fragment, no trailing slash, the scheme and host lower case (URL does that). */
const comparable = (url: URL) => `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}${url.search}`;

/** Does one whitelist entry let the link through? */
export const entryMatches = (entry: Record<string, unknown>, link: string): boolean => {
    const url = parse(link);
    const pattern = String(entry.urlPattern ?? '').trim().toLowerCase();
    if (!url || !pattern) return false;
    if (entry.type === 'domain') return url.hostname === pattern || url.hostname.endsWith(`.${pattern}`);
    const exact = parse(String(entry.urlPattern));
    return !!exact && comparable(exact) === comparable(url);
};

/** Does the site's whitelist (its enabled entries) let the link through? */
export const isWhitelisted = (link: string, entries: readonly Record<string, unknown>[]): boolean =>
    entries.some(entry => entry.status === 'enabled' && entryMatches(entry, link));

/** The prefixes of the redirect blocks a description holds (`jump` for jumpType, jumpUrl …). */
export const redirectPrefixes = (fields: readonly FieldDescription[]): string[] =>
    fields
        .filter(field => field.type === 'enum' && field.choices?.join() === REDIRECT_TYPES.join() && field.source.endsWith('Type'))
        .map(field => field.source.slice(0, -'Type'.length));

/**
 * The whitelist errors of every redirect block of a record: an H5 link outside the site's enabled entries is refused
 * at its field, naming the link. A link that is not an address at all is the block's own 'Input is wrong'.
 */
export const redirectWhitelistErrors = (
    fields: readonly FieldDescription[],
    record: Record<string, unknown>,
    rowsOf: (collection: string) => readonly Record<string, unknown>[],
): FieldErrors => {
    const errors: FieldErrors = {};
    for (const prefix of redirectPrefixes(fields)) {
        if (!H5_TYPES.includes(record[redirectField(prefix, 'Type')] as RedirectType)) continue;
        const source = redirectField(prefix, 'Url');
        const link = String(record[source] ?? '').trim();
        if (!link || !parse(link)) continue;
        if (!isWhitelisted(link, rowsOf(WHITELIST_COLLECTION))) errors[source] = { message: WHITELIST_MESSAGE, args: { url: link } };
    }
    return errors;
};
