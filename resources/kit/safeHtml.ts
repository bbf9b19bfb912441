/**
 * The addresses stored HTML (rich text) holds — a link's target, a picture's or a media's source — read as text (no
 * DOM), so that the form, the mock (which runs in a Web Worker) and the import check HTML alike: validate.ts refuses
 * HTML holding an address that is not http(s) or a site path. Scripts, event handlers and styles are not refused:
 * the sanitiser (sanitizeHtml.ts) takes them out wherever HTML is shown.
 */

/** Attributes that hold an address (srcset: a list of them). */
export const URL_ATTRIBUTE_NAMES: ReadonlySet<string> = new Set([
    'href',
    'src',
    'srcset',
    'action',
    'formaction',
    'poster',
    'background',
    'cite',
    'data',
    'xlink:href',
]);

/** `name="value"`, `name='value'` or `name=value`, inside one tag. */
const ATTRIBUTE = /[\s/]([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** The addresses a srcset names (each candidate is `url [descriptor]`). */
const srcsetUrls = (value: string): string[] =>
    value
        .split(',')
        .map(candidate => candidate.trim().split(/\s+/)[0] ?? '')
        .filter(url => url !== '');

/** Every address the HTML's tags hold, as written. */
export const htmlUrls = (html: string): string[] => {
    const urls: string[] = [];
    for (const [tag] of html.matchAll(/<[a-z][^>]*>?/gi)) {
        for (const match of tag.matchAll(ATTRIBUTE)) {
            const name = match[1].toLowerCase();
            if (!URL_ATTRIBUTE_NAMES.has(name)) continue;
            const value = match[2] ?? match[3] ?? match[4] ?? '';
            urls.push(...(name === 'srcset' ? srcsetUrls(value) : [value]));
        }
    }
    return urls;
};
