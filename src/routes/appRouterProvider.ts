import { reactRouterProvider, type RouterBlocker, type RouterNavigateFunction, type RouterProvider } from 'react-admin';
import type { createBrowserRouter } from 'react-router-dom';

/** The router is made with its one route, the app that uses this provider: hence a getter. */
type DataRouter = ReturnType<typeof createBrowserRouter>;

/** In-app moves never lose a form's input here: see `appRouterProvider`. */
const NEVER_BLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/**
 * react-admin's routing over our data router, changed in two ways.
 *
 * - `useNavigate` hands out the router's own navigate, which depends on nothing. react-router's hook reads the current
 *   route, so every component that may navigate (each list row does, for its row click) drew again on each change of
 *   the URL: a page turn of 50 orders redrew 50 rows twice for a function they had not used.
 * - `useBlocker` never holds a move inside the app. react-admin's unsaved-changes warning would ask before leaving
 *   a changed form for another screen, but here the form stays open in its visited-page tab with what was typed,
 *   so the question would warn of a loss that does not happen. The warning still guards what does lose it: reloading
 *   or closing the browser tab (react-admin's beforeunload, which needs a data router to be on at all).
 */
export const appRouterProvider = (router: () => DataRouter): RouterProvider => {
    const navigate: RouterNavigateFunction = (to, options) => void (typeof to === 'number' ? router().navigate(to) : router().navigate(to, options));
    return {
        ...reactRouterProvider,
        useNavigate: () => navigate,
        useBlocker: () => NEVER_BLOCKED,
    };
};
