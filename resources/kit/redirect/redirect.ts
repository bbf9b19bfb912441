import type { FieldDescription, FieldErrors } from '../types';

/**
 * The redirect block (spec section 2, "Redirect types for content links"): where a banner, a hot
 * search word or any content link jumps to. Pure data and rules: the form, the mock (every write) and the tests
 * read this one module.
 *
 * HOW A RESOURCE USES IT
 * - `...redirectFields('jump')` in its description's `fields` adds the block as flat fields named after the prefix:
 *   jumpType, jumpUrl, jumpAppView, jumpSpuId, jumpSkuId, jumpMiniAppId, jumpMiniAppPath, jumpDeeplink,
 *   jumpPackageName, jumpPageId (flat, so each error sits at its own input and the server's `errors` name them).
 * - `redirectErrors(record, 'jump')` in its rules (the kit's form and the mock run them).
 * - Its form shows `<RedirectInput prefix="jump" />` in place of the block's inputs (`redirectInputs('jump')` gives
 *   the KitForm `inputs` map): the type first, then only the inputs that type uses.
 * - Labels: `resources.kit.redirect.*` (kit texts); the resource's own file labels nothing of the block.
 * - Nothing more: the block's server rule (an H5 link within the site's URL whitelist, ./whitelist.ts) runs on every
 *   write of every resource whose description has the block (mock-server/db/kit/checkWrite.ts finds it).
 */

export const REDIRECT_TYPES = ['none', 'h5', 'app_view', 'product_detail', 'browser_h5', 'mini_program', 'deeplink', 'immersive_page'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

/** The block's parts (field name = prefix + part). */
export const REDIRECT_PARTS = ['Url', 'AppView', 'SpuId', 'SkuId', 'MiniAppId', 'MiniAppPath', 'Deeplink', 'PackageName', 'PageId'] as const;
export type RedirectPart = (typeof REDIRECT_PARTS)[number];

/**
 * What each type needs, in one table: the parts it shows, which of them are required ('resource is required') and
 * which take only digits ('Input is wrong'). A link is an http(s) address ('Input is wrong' otherwise).
 */
export const REDIRECT_TYPE_PARTS: Readonly<Record<RedirectType, { parts: readonly RedirectPart[]; required: readonly RedirectPart[] }>> = {
    none: { parts: [], required: [] },
    h5: { parts: ['Url'], required: ['Url'] },
    app_view: { parts: ['AppView'], required: ['AppView'] },
    product_detail: { parts: ['SpuId', 'SkuId'], required: ['SpuId'] },
    browser_h5: { parts: ['Url'], required: ['Url'] },
    mini_program: { parts: ['MiniAppId', 'MiniAppPath'], required: ['MiniAppId', 'MiniAppPath'] },
    deeplink: { parts: ['Deeplink', 'PackageName'], required: ['Deeplink', 'PackageName'] },
    immersive_page: { parts: ['PageId'], required: ['PageId'] },
};

/** The numeric parts: digits only. */
export const NUMERIC_PARTS: readonly RedirectPart[] = ['SpuId', 'SkuId', 'PageId'];

export const REDIRECT_MESSAGES = {
    required: 'resources.kit.redirect.validation.required',
    wrong: 'resources.kit.redirect.validation.wrong',
} as const;

export const redirectField = (prefix: string, part: RedirectPart | 'Type') => `${prefix}${part}`;

/** The block's fields for a description (the type shown in lists, the parts on the record page only). */
export const redirectFields = (prefix: string, tab?: string): FieldDescription[] => [
    {
        source: redirectField(prefix, 'Type'),
        type: 'enum',
        choices: REDIRECT_TYPES,
        required: true,
        column: 'pickable',
        tab,
    },
    ...REDIRECT_PARTS.map(part => ({ source: redirectField(prefix, part), type: 'text' as const, maxLength: 500, tab, ...(part === 'Url' && { link: true }) })),
];

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
const DIGITS = /^\d+$/;
const LINK = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The block's errors (at its flat fields): the chosen type's parts present and well formed. */
export const redirectErrors = (record: Record<string, unknown>, prefix: string): FieldErrors => {
    const type = record[redirectField(prefix, 'Type')] as RedirectType;
    const needs = REDIRECT_TYPE_PARTS[type];
    if (!needs) return {};
    const errors: FieldErrors = {};
    for (const part of needs.parts) {
        const source = redirectField(prefix, part);
        const value = record[source];
        if (isBlank(value)) {
            if (needs.required.includes(part)) errors[source] = REDIRECT_MESSAGES.required;
            continue;
        }
        const text = String(value).trim();
        if (NUMERIC_PARTS.includes(part) && !DIGITS.test(text)) errors[source] = REDIRECT_MESSAGES.wrong;
        if (part === 'Url' && !LINK.test(text)) errors[source] = REDIRECT_MESSAGES.wrong;
    }
    return errors;
};
