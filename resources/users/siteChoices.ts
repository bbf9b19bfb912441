import { useSessionUser } from '../../ui/session/useSessionUser';

/** The sites an administrator can hand out: their own (the sign-on's site list of the signed-in account). */
export const useSiteChoices = () =>
    (useSessionUser()?.sites ?? []).map(site => ({ id: site.siteCode, name: `${site.siteName} (${site.siteCode})` }));
