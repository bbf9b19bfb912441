import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SeenRequest } from '../support/mockBackend';
import { createAuthProvider } from '../../providers/authProvider';
import { dataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';

export { DEMO_PASSWORD, recordRequests, signIn, type SeenRequest } from '../support/mockBackend';

/** The pages under test are fixed routes: any signed-in user may open their collections. */
export const openAuthProvider = () => createAuthProvider(() => [{ codes: [] }]);

/** Where the router is now (visible to assertions). */
const LocationProbe = () => {
    const location = useLocation();
    return <output data-testid="location">{location.pathname}</output>;
};

/**
 * Renders one page at `path` inside react-admin's context (real data, auth and i18n providers against the mock
 * backend), with the app's toasts, plus a /dashboard and /login stand-in to see where buttons lead.
 */
export const renderPage = (page: ReactElement, path = '/page') =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                dataProvider={dataProvider}
                authProvider={openAuthProvider()}
                i18nProvider={createI18nProvider()}
                store={memoryStore()}
            >
                <AppNotification />
                <LocationProbe />
                <Routes>
                    <Route path={path} element={page} />
                    <Route path="/dashboard" element={<h1>Dashboard stand-in</h1>} />
                    <Route path="/login" element={<h1>Login stand-in</h1>} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );

/** The `filter` query parameter of a ra-data-simple-rest list call. */
export const filterOf = (request: SeenRequest): Record<string, unknown> =>
    JSON.parse(request.url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
