import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
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
    const [{ resources, routes }] = useState(() => ({ resources: folderResources(), routes: screenRoutes() }));
    return (
        <Admin
            title="OMS"
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            loginPage={LoginPage}
            layout={AppLayout}
            lightTheme={lightTheme}
            darkTheme={darkTheme}
            notification={AppNotification}
            catchAll={ToNotFound}
            accessDenied={ToNotFound}
            requireAuth
            disableTelemetry
        >
            {resources}
            <CustomRoutes noLayout>
                <Route path="/authredirect" element={<AuthRedirectPage />} />
            </CustomRoutes>
            <CustomRoutes>
                <Route path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />
                {routes}
            </CustomRoutes>
        </Admin>
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
