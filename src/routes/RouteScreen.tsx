import { memo, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Loading } from 'react-admin';
import { useViewer } from '../../ui/session/useViewer';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { BUILT_SCREENS, SCREENS } from './screens';
import { isRouteOpen } from '../../base/routes/visibility';
import { paramsFit } from '../../base/routes/catalogue';
import type { RouteEntry } from '../../base/routes/types';
import { ErrorLogBoundary } from '../errorLog/ErrorLogBoundary';
import { DASHBOARD_PATH, NOT_FOUND_PATH } from '../../base/routes/paths';


/**
 * The navigation guard of spec section 4, around every catalogue screen: with no site chosen only the dashboard
 * opens; a route the user may not open goes to /404 with no way back (the history entry is replaced), so typing a
 * URL cannot reach a denied screen, nor a param outside its pattern (`/permission/user/edit/abc`). The session
 * (sites, user, resources) is loaded once by checkAuth before this renders.
 */
interface RouteScreenProps {
    route: RouteEntry;
    /** The built screens (tests pass their own). */
    screens?: Readonly<Record<string, ComponentType>>;
}

/**
 * The screen itself, drawn again only by what it reads. The guard follows the location (every change of a list's
 * query, a page turn included); the screen has no props, and without this each of those changes drew it anew, and
 * with it everything it holds: the list's filter bar, buttons, headers and pager on each page turn.
 */
const GuardedScreen = memo(({ Screen }: { Screen: ComponentType }) => <Screen />);

export const RouteScreen = ({ route, screens = SCREENS }: RouteScreenProps) => {
    const user = useSessionUser();
    const viewer = useViewer();
    const location = useLocation();
    const params = useParams();
    if (!user || !viewer) return <Loading />;
    if (!user.site && route.path !== DASHBOARD_PATH && location.pathname !== DASHBOARD_PATH) {
        return <Navigate to={DASHBOARD_PATH} replace />;
    }
    const Screen = screens[route.path];
    const built = screens === SCREENS ? BUILT_SCREENS : new Set(Object.keys(screens));
    // A param outside the route's pattern (a non-numeric id) is no route at all.
    if (!Screen || !paramsFit(route, params) || !isRouteOpen(route, viewer, built)) return <Navigate to={NOT_FOUND_PATH} replace />;
    // A screen that throws shows the error log's fallback (retry, back to the dashboard) in its place, and the error
    // log records it under the route's path with React's component stack.
    return (
        <ErrorLogBoundary name={route.path} resetKey={location.pathname}>
            <GuardedScreen Screen={Screen} />
        </ErrorLogBoundary>
    );
};
