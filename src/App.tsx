import {
    AdminContext,
    AdminUI,
    CustomRoutes,
    localStorageStore,
    ResourceDefinitionContextProvider,
    type I18nProvider,
} from 'react-admin';
import { useEffect, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { primeListsAhead } from '../providers/listAhead';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { createAuthProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { darkTheme, lightTheme } from './layout/theme';
import { LoginPage } from './pages/LoginPage';
import { AuthRedirectPage } from './pages/AuthRedirectPage';
import { ROUTES } from '../base/routes/catalogue';
import { makeCatalogueRoutes, type CatalogueRouteTable } from './routes/CatalogueRoutes';
import { DASHBOARD_PATH, NOT_FOUND_PATH } from '../base/routes/paths';
import { BUILT_SCREENS, folderResources, rulesOfResource } from './routes/screens';
import { declareResources } from './routes/declareResources';

const authProvider = createAuthProvider(rulesOfResource);
/** What <Admin> would make for itself: react-admin's store in local storage. */
const store = localStorageStore();

/** Pages outside the layout (before the session exists). */
const NO_LAYOUT_PATHS: ReadonlySet<string> = new Set(['/authredirect']);

/**
 * Every built catalogue screen, behind the guard, and the folders' resources' react-admin paths: one route matched by
 * the catalogue (CatalogueRoutes). Unbuilt screens have no route: they answer /404. Made at the first render, once the
 * folders' registry is in (src/main.tsx waits for it).
 */
const catalogueRoutes = (resources: CatalogueRouteTable['resources']) => {
    const CatalogueRoutes = makeCatalogueRoutes({
        screens: ROUTES.filter(route => BUILT_SCREENS.has(route.path) && !NO_LAYOUT_PATHS.has(route.path)),
        resources,
    });
    return <Route path="*" element={<CatalogueRoutes />} />;
};

const ToNotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;

/** The react-admin wiring: providers, sign-in, layout and routes. */
const AdminApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
    const [{ resources, routes }] = useState(() => {
        const declared = declareResources(folderResources());
        return { resources: declared, routes: catalogueRoutes(declared.routes) };
    });
    // What react-admin would make for itself, made here so that a list's first page asked for ahead can be put in it.
    const [queryClient] = useState(() => {
        const client = new QueryClient();
        primeListsAhead(client);
        return client;
    });
    useEffect(() => {
        primeListsAhead(queryClient);
        return () => primeListsAhead(undefined);
    }, [queryClient]);
    // <Admin> is react-admin's AdminContext around its AdminUI; opened here to hand react-admin the resources'
    // definitions from the first render (declareResources): everything under AdminUI reads the provider below, not
    // AdminContext's own.
    return (
        <AdminContext
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            lightTheme={lightTheme}
            darkTheme={darkTheme}
            store={store}
            queryClient={queryClient}
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
