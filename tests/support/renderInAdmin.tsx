import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider, type I18nProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { createI18nProvider } from '../../providers/i18nProvider';
import { resourcesFor } from '../../mock-server/db/grants';
import type { Role } from '../../base/routes/roles';
import type { Site } from '../../base/session/site';
import type { SessionUser } from '../../base/session/sessionUser';

/** A signed-in user as far as react-admin is concerned (Logout shows only for an authenticated user). */
export const testAuthProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
    getIdentity: async () => ({ id: 'tester', fullName: 'Tester' }),
};

export const SITES: Site[] = [
    { regionCode: 'IN', siteCode: 'in', siteName: 'India' },
    { regionCode: 'CN', siteCode: 'cn', siteName: 'China' },
    { regionCode: 'EU', siteCode: 'eu', siteName: 'Europe' },
];

export const resourcesWithCodes = (codes: readonly string[]) =>
    codes.map((frontendCode, index) => ({ id: index + 1, frontendCode, resourceName: frontendCode }));

/** A session user on site in; override what the test is about. */
export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
    account: 'tester',
    name: 'Tester',
    roles: ['admin'],
    accountType: 1,
    roleType: 1,
    sites: SITES,
    site: SITES[0],
    resources: [],
    dataType: 0,
    ...overrides,
});

/** The session the sign-on server would give an account with these roles (the mock's own grant table). */
export const userWithRoles = (roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser =>
    makeUser({ roles, resources: resourcesFor(roles), ...overrides });

interface Options {
    i18nProvider?: I18nProvider;
    authProvider?: AuthProvider;
    initialEntries?: string[];
    onLocation?: (location: Location) => void;
}

/** Renders a top-bar piece the way the app does: react-admin context, a memory router, and the toast area. */
export const renderInAdmin = (
    ui: ReactElement,
    { i18nProvider = createI18nProvider(), authProvider = testAuthProvider, initialEntries = ['/'], onLocation }: Options = {},
) =>
    render(
        <TestMemoryRouter initialEntries={initialEntries} locationCallback={onLocation}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()} authProvider={authProvider}>
                {ui}
                <Notification />
            </AdminContext>
        </TestMemoryRouter>,
    );
