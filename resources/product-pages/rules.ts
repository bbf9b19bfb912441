import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * A product page's status moves, in one table: a draft is published (online), an online page taken offline, an
 * offline one put back online. The list offers only these (each confirmed) and the mock refuses the rest.
 */
export const PRODUCT_PAGE_STATUS: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['draft', 'offline'], to: 'online', labelKey: 'resources.product-pages.actions.publish' },
        { from: ['online'], to: 'offline', labelKey: 'resources.kit.offline' },
    ],
};

/** A URL slug: letters, digits and single hyphens between them, as in /products/{slug}. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The sub-navigation bar's anchor tabs: up to 8, each a name and an anchor of the page (`#specs`), no name twice. */
export const NAV_TABS_MAX = 8;
const ANCHOR = /^#[a-z][a-z0-9-]*$/;

const navTabsError = (tabs: unknown): string | undefined => {
    if (tabs === undefined || tabs === null || tabs === '') return undefined;
    if (!Array.isArray(tabs) || tabs.length > NAV_TABS_MAX) return 'resources.product-pages.validation.nav_tabs';
    const wellFormed = tabs.every(
        tab => typeof tab === 'object' && tab !== null && typeof tab.name === 'string' && tab.name.trim() !== '' && typeof tab.anchor === 'string' && ANCHOR.test(tab.anchor),
    );
    const names = tabs.map(tab => String((tab as { name?: unknown }).name ?? '').trim().toLowerCase());
    return wellFormed && new Set(names).size === names.length ? undefined : 'resources.product-pages.validation.nav_tabs';
};

/**
 * The page's own rules (form, mock): a slug the site can serve, no page online without its package, anchor tabs as
 * above, and a buy button has both its text and its link.
 */
export const productPageRules = (record: Record<string, unknown>): FieldErrors => ({
    ...(navTabsError(record.navTabs) ? { navTabs: navTabsError(record.navTabs)! } : {}),
    ...(present(record.buyButtonText) !== present(record.buyUrl)
        ? { [present(record.buyButtonText) ? 'buyUrl' : 'buyButtonText']: 'resources.product-pages.validation.buy_button' }
        : {}),
    ...(present(record.urlSlug) && !SLUG.test(String(record.urlSlug)) ? { urlSlug: 'resources.product-pages.validation.slug' } : {}),
    ...(record.status === 'online' && !present(record.packageFile) ? { packageFile: 'resources.product-pages.validation.package_to_publish' } : {}),
});

/** Against the stored page: its status moves only by the table. */
export const productPageServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('product-pages').find(row => String(row.id) === String(record.id));
    const from = stored ? String(stored.status) : undefined;
    const to = String(record.status);
    if (from === undefined || from === to) return {};
    return PRODUCT_PAGE_STATUS.transitions.some(move => move.from.includes(from) && move.to === to)
        ? {}
        : { status: { message: 'resources.product-pages.validation.transition', args: { from, to } } };
};
