import { useRouteTitle } from './useRouteTitle';

/**
 * The route's title as an element of its own: it reads the location, and a list that read the location for its title
 * drew itself again (its filter bar, buttons and headers) on every page turn.
 */
export const RouteTitle = () => <>{useRouteTitle()}</>;

/** One element for every list: the view is handed the same title on each of its renders. */
export const ROUTE_TITLE = <RouteTitle />;
