import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

/**
 * What follows only the path sees the location as it was when the path last changed. A list's page, sort and filter
 * are in its query, and a page turn changes nothing else, yet everything that reads the location draws again:
 * - a list's rows: react-admin's data hooks read the location (for where to come back after a sign-in), so each
 *   reference cell drew again on every change of the query (50 SKU cells twice a page turn). A row needs the path to
 *   resolve its links, never the query: the list draws the rows it has.
 * - the sidebar menu: each of react-admin's menu item links matches its path against the location, and is active by
 *   the path alone.
 */
export const PathLocation = ({ children }: { children: ReactNode }) => {
    const location = useContext(LocationContext);
    const route = useContext(RouteContext);
    const { pathname } = location.location;
    // The route's matches follow the path too: react-router's links resolve against them (each of 50 SKU links drew
    // again on a page turn). Nothing kept here draws an outlet.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- both are kept while the path stays
    const kept = useMemo(() => ({ location, route }), [pathname]);
    return (
        <LocationContext.Provider value={kept.location}>
            <RouteContext.Provider value={kept.route}>{children}</RouteContext.Provider>
        </LocationContext.Provider>
    );
};
