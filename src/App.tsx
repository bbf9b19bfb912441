import { Admin, CustomRoutes, type I18nProvider } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { AppNotification } from './layout/AppNotification';
import { LoginPage } from './pages/LoginPage';
import { AuthRedirectPage } from './pages/AuthRedirectPage';
import { DashboardPage } from './pages/DashboardPage';
import { rulesOfResource } from './routes/rules';

const authProvider = createAuthProvider(rulesOfResource);

/** The react-admin wiring: providers, sign-in, and the routes. Browser history: the spec's paths are real URLs. */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
    <BrowserRouter>
        <Admin
            title="OMS"
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            loginPage={LoginPage}
            notification={AppNotification}
            requireAuth
            disableTelemetry
        >
            <CustomRoutes noLayout>
                <Route path="/authredirect" element={<AuthRedirectPage />} />
            </CustomRoutes>
            <CustomRoutes>
                <Route path="/" element={<Navigate to="/dashboard" replace />} />
                <Route path="/dashboard" element={<DashboardPage />} />
            </CustomRoutes>
        </Admin>
    </BrowserRouter>
);
