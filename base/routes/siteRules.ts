import type { SiteRule } from './types';

/** Sites that keep the V1 app home and categories entries; every other site gets the V2 ones (spec section 2). */
export const APP_V1_SITES: readonly string[] = ['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk'];

/**
 * What a site rule does, as a table. `menu`: the entry shows in the menu for this site (the route stays reachable
 * by URL: spec section 2 speaks of a "menu entry" and of "hidden"). `route`: the route exists at all for this site
 * (the app V1/V2 entries are "removed" for the other sites).
 */
const SITE_RULES: Readonly<Record<SiteRule, { menu: (site?: string) => boolean; route: (site?: string) => boolean }>> = {
    cnOnly: { menu: site => site === 'cn', route: () => true },
    notInId: { menu: site => site !== 'in' && site !== 'id', route: () => true },
    appV1: { menu: site => APP_V1_SITES.includes(site ?? ''), route: site => APP_V1_SITES.includes(site ?? '') },
    appV2: { menu: site => !APP_V1_SITES.includes(site ?? ''), route: site => !APP_V1_SITES.includes(site ?? '') },
};

export const siteRuleShowsInMenu = (rule: SiteRule | undefined, siteCode: string | undefined): boolean =>
    !rule || SITE_RULES[rule].menu(siteCode);

export const siteRuleKeepsRoute = (rule: SiteRule | undefined, siteCode: string | undefined): boolean =>
    !rule || SITE_RULES[rule].route(siteCode);
