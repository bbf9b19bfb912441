import { useEffect, useMemo, type ReactNode } from 'react';
import { Layout, useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { usePageViewTracking } from '../analytics/usePageViewTracking';
import { BUILT_SCREENS } from '../routes/screens';
import { storeReturnPath } from '../session/returnPath';
import { useSessionUser } from '../session/useSessionUser';
import { useViewer } from '../session/useViewer';
import { AppError } from './AppError';
import { AppTopBar } from './AppTopBar';
import { LoadingLabel } from './LoadingLabel';
import { AppMenu } from './menu/AppMenu';
import { KeptAlivePages } from './tabs/KeptAlivePages';
import { tabOfLocation } from './tabs/tabOfLocation';
import { VisitedTabsBar } from './tabs/VisitedTabsBar';
import { visitTab } from './tabs/visitedTabs';
import { useVisitedTabs, visitedTabsStore } from './tabs/visitedTabsStore';
import { useAutoCloseSidebar } from './useAutoCloseSidebar';

/** The shell: top bar, sidebar menu, the strip of visited-page tabs and the main area (spec section 2). */
export const AppLayout = ({ children }: { children: ReactNode }) => {
    const user = useSessionUser();
    const viewer = useViewer();
    const { pathname, search } = useLocation();
    const [locale] = useLocaleState();
    const [tabs, setTabs] = useVisitedTabs(user?.account);
    const currentTab = useMemo(
        () => (viewer ? tabOfLocation(pathname, search, viewer, BUILT_SCREENS) : undefined),
        [viewer, pathname, search],
    );

    useEffect(() => {
        if (user && currentTab) visitedTabsStore.set(user.account, visitTab(visitedTabsStore.get(user.account), currentTab));
    }, [user, currentTab]);
    useEffect(() => storeReturnPath(`${pathname}${search}`), [pathname, search]);
    useAutoCloseSidebar();
    usePageViewTracking(user?.site?.siteCode);

    return (
        <Layout appBar={AppTopBar} menu={AppMenu} error={AppError}>
            <LoadingLabel />
            <VisitedTabsBar tabs={tabs} onChange={setTabs} />
            {/* Spec: changing language reloads the main view. */}
            <KeptAlivePages key={locale} tabs={tabs} currentTab={currentTab}>
                {children}
            </KeptAlivePages>
        </Layout>
    );
};
