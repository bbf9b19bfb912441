import {
    AdminContext,
    AdminUI,
    CustomRoutes,
    localStorageStore,
    ResourceDefinitionContextProvider,
    type I18nProvider,
    type ResourceDefinition,
    type ResourceDefinitions,
    type ResourceProps,
} from 'react-admin';
import type { JSXElementConstructor, ReactElement } from 'react';
import { useState } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { darkTheme, lightTheme } from './layout/theme';
import { LoginPage } from './pages/LoginPage';
import { AuthRedirectPage } from './pages/AuthRedirectPage';
import { ROUTES } from '../base/routes/catalogue';
import { RouteScreen } from './routes/RouteScreen';
import { DASHBOARD_PATH, NOT_FOUND_PATH } from '../base/routes/paths';
import { BUILT_SCREENS, folderResources, rulesOfResource } from './routes/screens';

const authProvider = createAuthProvider(rulesOfResource);
/** What <Admin> would make for itself: react-admin's store in local storage. */
const store = localStorageStore();

/** A `<Resource>` element: react-admin reads its definition through its type's static registerResource. */
type ResourceElement = ReactElement<ResourceProps, JSXElementConstructor<ResourceProps> & { registerResource: (props: ResourceProps) => ResourceDefinition }>;

/**
 * The folders' resources, told to react-admin without handing it `<Resource>` children: their definitions (record
 * representation, icon, which views exist), exactly as react-admin registers them, from the first render; and the
 * routes of their react-admin paths (`/{collection}/*`, each the `<Resource>` element itself, which leads to the spec's
 * paths), among the routes within the layout as react-admin would mount them.
 *
 * Why: react-admin registers `<Resource>` children in an effect after its first commit, and again, after unregistering
 * each, once it has read its children a second time (always, once the first render is in): ~160 state updates that each
 * copy every definition so far, then a render of everything that reads the definitions, about 100 ms of the main thread
 * on every reload, while the first list was being drawn.
 */
const declareResources = (resources: readonly ReactElement[]) => {
    const elements = resources as readonly ResourceElement[];
    const definitions: ResourceDefinitions = Object.fromEntries(
        elements.map(resource => [resource.props.name, resource.type.registerResource(resource.props)]),
    );
    // Only a resource with views has react-admin paths; any other path under its name goes to /404, as a path no
    // resource has.
    const routes = elements
        .filter(({ props }) => props.list || props.create || props.edit || props.show)
        .map(resource => <Route key={resource.props.name} path={`/${resource.props.name}/*`} element={resource} />);
    return { definitions, routes };
};

/** Pages outside the layout (before the session exists). */
const NO_LAYOUT_PATHS: ReadonlySet<string> = new Set(['/authredirect']);

/**
 * Every built catalogue screen, behind the guard. Unbuilt ones have no route: they answer /404. Made at the first
 * render, once the folders' registry is in (src/main.tsx waits for it).
 */
const screenRoutes = () =>
    ROUTES.filter(route => BUILT_SCREENS.has(route.path) && !NO_LAYOUT_PATHS.has(route.path)).map(route => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
    ));

const ToNotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;

/** The react-admin wiring: providers, sign-in, layout and routes. */
const AdminApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
    const [{ resources, routes }] = useState(() => ({ resources: declareResources(folderResources()), routes: screenRoutes() }));
    // <Admin> is react-admin's AdminContext around its AdminUI; opened here to hand react-admin the resources'
    // definitions from the first render (declareResources).
    return (
        <AdminContext
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            lightTheme={lightTheme}
            darkTheme={darkTheme}
            store={store}
        >
            <ResourceDefinitionContextProvider definitions={resources.definitions}>
                <AdminUI
                    title="OMS"
                    loginPage={LoginPage}
                    layout={AppLayout}
                    notification={AppNotification}
                    catchAll={ToNotFound}
                    accessDenied={ToNotFound}
                    requireAuth
                    disableTelemetry
                >
                    <CustomRoutes noLayout>
                        <Route path="/authredirect" element={<AuthRedirectPage />} />
                    </CustomRoutes>
                    <CustomRoutes>
                        <Route path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />
                        {resources.routes}
                        {routes}
                    </CustomRoutes>
                </AdminUI>
            </ResourceDefinitionContextProvider>
        </AdminContext>
    );
};

/**
 * Browser history (the spec's paths are real URLs) through a data router: react-admin's unsaved-changes warning needs
 * one. react-admin's own router provider runs inside it.
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
    const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp i18nProvider={i18nProvider} /> }]));
    return <RouterProvider router={router} useTransitions={false} />;
};
