import type { ComponentType, ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { matchRoutePattern } from '../../base/routes/catalogue';
import { NOT_FOUND_PATH } from '../../base/routes/paths';
import type { RouteEntry } from '../../base/routes/types';
import { RouteScreen } from './RouteScreen';

export interface CatalogueRouteTable {
    /** The built screens' catalogue rows, in the catalogue's order (the first of two equal matches wins). */
    screens: readonly RouteEntry[];
    /** The `<Resource>` element of each resource with views, by its name lower-cased: its react-admin paths, `/{name}/*`. */
    resources: ReadonlyMap<string, ReactElement<{ name: string }>>;
    /** The screens' components, by path (tests pass their own; RouteScreen's built screens otherwise). */
    screenComponents?: Readonly<Record<string, ComponentType>>;
}

/** What a path opens: a screen's row, a resource's name, or nothing (/404). */
type Opened = { screen: RouteEntry } | { resource: string } | undefined;

/**
 * The routes within the layout, as one route matched by the catalogue, not ~600 `<Route>` children: react-router
 * flattens, ranks and matches all its children on every render of their `<Routes>`, a few ms each time (every reload,
 * every location change, a page turn included, and once per page the tabs keep). The catalogue's row is found as
 * react-router would find it (case and trailing slash aside, the most static pattern first), then drawn by a
 * `<Routes>` of that one route, so that its params are the screen's as before.
 */
export const makeCatalogueRoutes = ({ screens, resources, screenComponents }: CatalogueRouteTable) => {
    const opened = new Map<string, Opened>();
    const open = (pathname: string): Opened => {
        if (!opened.has(pathname)) {
            // A bound on what a long session can keep: a record path per record opened.
            if (opened.size >= 500) opened.clear();
            const screen = matchRoutePattern(screens, pathname);
            // As react-router ranks them: a screen's pattern (static or with params) before a resource's `/{name}/*`.
            const name = pathname.split('/')[1]?.toLowerCase() ?? '';
            opened.set(pathname, screen ? { screen } : resources.has(name) ? { resource: name } : undefined);
        }
        return opened.get(pathname);
    };
    const CatalogueRoutes = () => {
        const { pathname } = useLocation();
        const target = open(pathname);
        if (!target) return <Navigate to={NOT_FOUND_PATH} replace />;
        if ('screen' in target) {
            return (
                <Routes>
                    <Route path={target.screen.path} element={<RouteScreen route={target.screen} screens={screenComponents} />} />
                </Routes>
            );
        }
        const resource = resources.get(target.resource)!;
        return (
            <Routes>
                <Route path={`/${resource.props.name}/*`} element={resource} />
            </Routes>
        );
    };
    return CatalogueRoutes;
};
