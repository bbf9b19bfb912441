import type { Site } from '../../base/session/site';

/** The demo sites and their regions: the European sites share one region; Türkiye is a region of its own. */
export const SITES: readonly Site[] = [
    { regionCode: 'IN', siteCode: 'in', siteName: 'India' },
    { regionCode: 'ID', siteCode: 'id', siteName: 'Indonesia' },
    { regionCode: 'CN', siteCode: 'cn', siteName: 'China' },
    { regionCode: 'EU', siteCode: 'eu', siteName: 'Europe' },
    { regionCode: 'EU', siteCode: 'es', siteName: 'Spain' },
    { regionCode: 'EU', siteCode: 'it', siteName: 'Italy' },
    { regionCode: 'EU', siteCode: 'fr', siteName: 'France' },
    { regionCode: 'EU', siteCode: 'uk', siteName: 'United Kingdom' },
    // The one demo site outside base/routes/siteRules.ts APP_V1_SITES: it shows the V2 app home and categories.
    { regionCode: 'TR', siteCode: 'tr', siteName: 'Türkiye' },
];

export const ALL_SITE_CODES = SITES.map(site => site.siteCode);
