import { Activity, cloneElement, isValidElement, memo, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { useLocation, type Location } from 'react-router-dom';
import { withShownTab, type VisitedTab } from './visitedTabs';

interface KeptAlivePagesProps {
    /** react-admin's routes element (a `<Routes>`), rendered once per kept page with that page's location. */
    children: ReactNode;
    tabs: VisitedTab[];
    /** The tab of the location on screen, computed from the location itself (it joins `tabs` a moment later). */
    currentTab: VisitedTab | undefined;
}

type RoutesElement = ReactElement<{ location?: Location }>;

/**
 * One page: the routes drawn at its location. Memoised, so that a change of the tabs alone (the visited tab takes the
 * URL a list's page turn gave it, just after the turn) does not draw the whole page a second time.
 */
const KeptPage = memo(({ routes, at }: { routes: RoutesElement; at: Location }) => (
    <Suspense fallback={<Loading />}>{cloneElement(routes, { location: at })}</Suspense>
));

/**
 * Pages whose tab is open and not marked noCache stay mounted while another tab is on screen (React's
 * `<Activity>` hides them and keeps their state: filters, selection, form drafts). Each renders the routes with
 * its own last location, so it still sees its own URL. The window scroll position is kept per tab too.
 */
export const KeptAlivePages = ({ children, tabs, currentTab }: KeptAlivePagesProps) => {
    const location = useLocation();
    const activeKey = location.pathname;
    const activeIsKept = !!currentTab && currentTab.key === activeKey && !currentTab.noCache;

    // Last location of each page visited in this page life (a reloaded app mounts a tab when it is first shown).
    const [visited, setVisited] = useState<ReadonlyMap<string, Location>>(new Map());
    if (activeIsKept && visited.get(activeKey) !== location) {
        setVisited(previous => new Map(previous).set(activeKey, location));
    }

    const scrollPositions = useRef(new Map<string, number>());
    useEffect(() => {
        const remember = () => scrollPositions.current.set(activeKey, window.scrollY);
        window.addEventListener('scroll', remember, { passive: true });
        return () => window.removeEventListener('scroll', remember);
    }, [activeKey]);
    useLayoutEffect(() => {
        window.scrollTo(0, scrollPositions.current.get(activeKey) ?? 0);
    }, [activeKey]);

    if (!isValidElement(children)) return children;
    const routes = children as RoutesElement;
    const renderAt = (at: Location) => <KeptPage routes={routes} at={at} />;

    const kept = withShownTab(tabs, currentTab).filter(tab => !tab.noCache && (tab.key === activeKey || visited.has(tab.key)));
    return (
        <>
            {kept.map(tab => (
                <Activity key={tab.key} mode={tab.key === activeKey ? 'visible' : 'hidden'}>
                    {renderAt(tab.key === activeKey ? location : visited.get(tab.key)!)}
                </Activity>
            ))}
            {!activeIsKept && <Activity key={`page:${activeKey}`}>{renderAt(location)}</Activity>}
        </>
    );
};
