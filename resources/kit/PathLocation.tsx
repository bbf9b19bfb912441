import { useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

/**
 * A list's rows see the list's location as it was when they were drawn, while its path stays the same. react-admin's
 * data hooks read the location (for where to come back after a sign-in), so each reference cell drew again on every
 * change of the list's query: a page turn redrew 50 SKU cells twice. A row needs the path (to resolve its links), never
 * the query: the page, sort and filter are the list's, which draws the rows it has.
 */
export const PathLocation = ({ children }: { children: ReactNode }) => {
    const context = useContext(LocationContext);
    const { pathname } = context.location;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the location is kept while the path stays
    const kept = useMemo(() => context, [pathname]);
    return <LocationContext.Provider value={kept}>{children}</LocationContext.Provider>;
};
