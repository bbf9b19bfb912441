/**
 * The rules of the visited-page tabs (spec section 4), as pure functions: visiting adds a tab; closing the active
 * tab goes to the last remaining tab or '/'; close others keeps one; close all goes to '/'.
 */
import { HOME_PATH } from '../../../base/routes/paths';

export interface VisitedTab {
    /** One tab per pathname: a detail page per record is its own tab; a query string change is not. */
    key: string;
    /** Where the tab leads: the pathname and the latest query string seen on it (list filters come back). */
    path: string;
    titleKey: string;
    /** Parameter values that tell two detail tabs apart (e.g. the record id). */
    titleSuffix?: string;
    /** The record's name (its record representation: an order's number) once its page has shown it: named by it instead. */
    recordName?: string;
    /** The page's own title where the route's does not fit it (a create page on the record route): the tab's whole name. */
    pageTitle?: string;
    /** The page is not kept alive when its tab is left. */
    noCache?: boolean;
}

export interface TabChange {
    tabs: VisitedTab[];
    /** Where to go now, when the change closes the page on screen. */
    navigateTo?: string;
}


export const visitTab = (tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] => {
    const index = tabs.findIndex(existing => existing.key === tab.key);
    if (index < 0) return [...tabs, tab];
    const known = tabs[index];
    const renamed = (tab.recordName && tab.recordName !== known.recordName) || (tab.pageTitle && tab.pageTitle !== known.pageTitle);
    if (known.path === tab.path && !renamed) return tabs as VisitedTab[];
    const copy = [...tabs];
    // A page's name, once known, stays the tab's name (a later visit before the page has shown it again keeps it).
    copy[index] = { ...known, path: tab.path, ...(tab.recordName && { recordName: tab.recordName }), ...(tab.pageTitle && { pageTitle: tab.pageTitle }) };
    return copy;
};

/**
 * The tabs with the page on show among them: its tab joins the store a task after the page is drawn, and until then
 * the strip shows it and the kept pages count it all the same.
 */
export const withShownTab = (tabs: VisitedTab[], shown: VisitedTab | undefined): VisitedTab[] =>
    shown && !tabs.some(tab => tab.key === shown.key) ? [...tabs, shown] : tabs;

export const closeTab = (tabs: readonly VisitedTab[], key: string, activeKey: string | undefined): TabChange => {
    const remaining = tabs.filter(tab => tab.key !== key);
    if (key !== activeKey) return { tabs: remaining };
    const last = remaining[remaining.length - 1];
    return { tabs: remaining, navigateTo: last ? last.path : HOME_PATH };
};

export const closeOtherTabs = (tabs: readonly VisitedTab[], keepKey: string, activeKey: string | undefined): TabChange => {
    const kept = tabs.filter(tab => tab.key === keepKey);
    return { tabs: kept, navigateTo: keepKey !== activeKey && kept[0] ? kept[0].path : undefined };
};

export const closeAllTabs = (): TabChange => ({ tabs: [], navigateTo: HOME_PATH });
