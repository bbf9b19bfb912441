import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
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
import { rulesOfResource, RESOURCE_SCREENS } from '../resources/kit/resourceBindings';
import { BUILT_SCREENS } from './routes/screens';
import { RESOURCES } from '../resources/kit/registry';
import { representRecord } from '../resources/kit/representation';
import { specPathRedirects } from '../resources/kit/SpecPathRedirects';
import { RouteIcon } from './layout/icons';

const authProvider = createAuthProvider(rulesOfResource);

/** Pages outside the layout (before the session exists). */
const NO_LAYOUT_PATHS: ReadonlySet<string> = new Set(['/authredirect']);

/** Every built catalogue screen, behind the guard. Unbuilt ones have no route: they answer /404. */
const screenRoutes = ROUTES.filter(route => BUILT_SCREENS.has(route.path) && !NO_LAYOUT_PATHS.has(route.path)).map(route => (
    <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
));

const ToNotFound = () => <Navigate to={NOT_FOUND_PATH} replace />;

/**
 * Every entity a react-admin resource: the kit's with their record representation and icon, their views at the
 * spec's paths (react-admin's own paths redirect there); the collections of the fixed pages by name.
 */
const resources = [
    ...RESOURCES.map(entry => (
        <Resource
            key={entry.collection}
            name={entry.collection}
            recordRepresentation={record => representRecord(entry, record)}
            icon={() => <RouteIcon name={entry.icon} />}
            {...specPathRedirects(entry)}
        />
    )),
    ...Object.keys(RESOURCE_SCREENS)
        .filter(collection => !RESOURCES.some(entry => entry.collection === collection))
        .map(collection => <Resource key={collection} name={collection} />),
];

/** The react-admin wiring: providers, sign-in, layout and routes. */
const AdminApp = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
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
            {screenRoutes}
        </CustomRoutes>
    </Admin>
);

/**
 * Browser history (the spec's paths are real URLs) through a data router: react-admin's unsaved-changes warning needs
 * one. react-admin's own router provider runs inside it.
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
    const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp i18nProvider={i18nProvider} /> }]));
    return <RouterProvider router={router} useTransitions={false} />;
};
