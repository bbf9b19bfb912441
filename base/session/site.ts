import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';
import { navigation } from './navigation';

export interface Site {
    regionCode: string;
    siteCode: string;
    siteName: string;
}

export interface StoredSite {
    regionCode: string;
    siteCode: string;
}

/** The stored site, only when both codes are stored (the request headers need both). */
export const getStoredSite = (): StoredSite | undefined => {
    const regionCode = readCookie(COOKIE.regionCode);
    const siteCode = readCookie(COOKIE.siteCode);
    return regionCode && siteCode ? { regionCode, siteCode } : undefined;
};

export const storeSite = (site: StoredSite): void => {
    writeCookie(COOKIE.regionCode, site.regionCode);
    writeCookie(COOKIE.siteCode, site.siteCode);
};

export const clearStoredSite = (): void => {
    removeCookie(COOKIE.regionCode);
    removeCookie(COOKIE.siteCode);
};

/**
 * Spec "Site loading": a stored region that is not among the user's sites switches to the first site; a user
 * without sites has the site cleared. Returns the site in force afterwards.
 */
export const reconcileStoredSite = (sites: readonly Site[]): Site | undefined => {
    if (sites.length === 0) {
        clearStoredSite();
        return undefined;
    }
    const stored = getStoredSite();
    const match = stored && sites.find(site => site.regionCode === stored.regionCode && site.siteCode === stored.siteCode);
    if (match) return match;
    const regionMatch = stored && sites.find(site => site.regionCode === stored.regionCode);
    const chosen = regionMatch ?? sites[0];
    storeSite(chosen);
    return chosen;
};

/** Choosing a site stores its codes and reloads the page, so every screen starts again on the new market. */
export const chooseSite = (site: StoredSite): void => {
    storeSite(site);
    navigation.reload();
};
