import { createContext, useContext, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Layout, LoadingPage, useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { usePageViewTracking } from '../analytics/usePageViewTracking';
import { BUILT_SCREENS } from '../routes/screens';
import { storeReturnPath } from '../../base/session/returnPath';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { useViewer } from '../../ui/session/useViewer';
import { AppError } from './AppError';
import { AppTopBar } from './AppTopBar';
import { LoadingLabel } from './LoadingLabel';
import { AppMenu } from './menu/AppMenu';
import { KeptAlivePages } from './tabs/KeptAlivePages';
import { tabOfLocation } from './tabs/tabOfLocation';
import { VisitedTabsBar } from './tabs/VisitedTabsBar';
import { visitTab, withShownTab } from './tabs/visitedTabs';
import { useVisitedTabs, visitedTabsStore } from './tabs/visitedTabsStore';
import { useAutoCloseSidebar } from './useAutoCloseSidebar';
import { ShellPartsAfterPage } from './shellParts';
import { usePageName } from '../../ui/pageName';

/** react-admin's routes element, handed past the shell (see AppLayout). */
const RoutesContext = createContext<ReactNode>(null);

/**
 * The visited-page tabs and the pages they keep: the part of the shell that follows the location (a list's page,
 * filters and sort are in its URL). Kept out of AppLayout so that turning a list's page does not redraw the top bar,
 * the sidebar and react-admin's Layout around it.
 */
const TabbedPages = () => {
    const routes = useContext(RoutesContext);
    const user = useSessionUser();
    const viewer = useViewer();
    const { pathname, search } = useLocation();
    const [locale] = useLocaleState();
    const [tabs, setTabs] = useVisitedTabs(user?.account);
    // A record page's tab is named by its record (an order's number) once the page has loaded it, a create page's by its title.
    const name = usePageName(pathname);
    const currentTab = useMemo(() => {
        const tab = viewer ? tabOfLocation(pathname, search, viewer, BUILT_SCREENS) : undefined;
        return tab && name ? { ...tab, ...(name.record && { recordName: name.record }), ...(name.title && { pageTitle: name.title }) } : tab;
    }, [viewer, pathname, search, name]);

    useEffect(() => {
        if (!user || !currentTab) return;
        // In the next task: the tabs' store is an external store, whose update React draws at once, before the browser
        // shows the page this location drew (a list's page turn waited for it).
        const timer = window.setTimeout(() => visitedTabsStore.set(user.account, visitTab(visitedTabsStore.get(user.account), currentTab)));
        return () => window.clearTimeout(timer);
    }, [user, currentTab]);
    useEffect(() => storeReturnPath(`${pathname}${search}`), [pathname, search]);
    usePageViewTracking(user?.site?.siteCode);

    // The page on show has its tab from the first frame, before the store takes it (a task later, above): a browser tab
    // opened on a link had no strip until then, and the strip's arrival moved the page down (Lighthouse's shift).
    const shownTabs = useMemo(() => withShownTab(tabs, currentTab), [tabs, currentTab]);
    return (
        <>
            <VisitedTabsBar tabs={shownTabs} onChange={setTabs} />
            {/* Spec: changing language reloads the main view. */}
            <KeptAlivePages key={locale} tabs={tabs} currentTab={currentTab}>
                {routes}
            </KeptAlivePages>
        </>
    );
};

/**
 * The shell: top bar, sidebar menu, the strip of visited-page tabs and the main area (spec section 2).
 *
 * react-admin draws its layout anew on every location change (its routes scroll to the top on each), with a new
 * routes element. The shell is built once and the routes reach the tabbed pages through a context: a list's page
 * turn redraws the pages and what follows the location (the menu's active item, the tabs), not the top bar, the
 * sidebar or react-admin's Layout (whose preferences inspector measures the page on each render).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
    useAutoCloseSidebar();
    const shell = useMemo(
        () => (
            <ShellPartsAfterPage>
                <Layout appBar={AppTopBar} menu={AppMenu} error={AppError}>
                    <LoadingLabel />
                    <TabbedPages />
                </Layout>
            </ShellPartsAfterPage>
        ),
        [],
    );
    // react-admin mounts the layout once its session check is answered: an update of react-query's store, which React
    // draws at once and whole (the top bar, the menu and the screen with its list: a task of a quarter of a second on a
    // reload). Its loading page stays for that render; the shell is then drawn as a deferred value, in slices between
    // which the browser stays responsive.
    const drawn = useDeferredValue(true, false);
    return (
        <RoutesContext.Provider value={children}>
            {drawn ? (
                shell
            ) : (
                <div style={{ height: '100vh' }}>
                    <LoadingPage />
                </div>
            )}
        </RoutesContext.Provider>
    );
};
