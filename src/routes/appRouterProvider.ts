import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';
import type { createBrowserRouter } from 'react-router-dom';

/** The router is made with its one route, the app that uses this provider: hence a getter. */
type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * react-admin's routing over our data router, with the router's own navigate. react-router's `useNavigate` reads the
 * current route, so every component that may navigate (each list row does, for its row click) drew again on each
 * change of the URL: a page turn of 50 orders redrew 50 rows for a function they had not used. The router's navigate
 * depends on nothing.
 *
 * Blocking stays react-admin's: a changed form asks before the user leaves it for another screen (form pages are not
 * kept in their tab, so what was typed would be lost) and before the browser tab is reloaded or closed.
 */
export const appRouterProvider = (router: () => DataRouter): RouterProvider => {
    const navigate: RouterNavigateFunction = (to, options) => void (typeof to === 'number' ? router().navigate(to) : router().navigate(to, options));
    return { ...reactRouterProvider, useNavigate: () => navigate };
};
