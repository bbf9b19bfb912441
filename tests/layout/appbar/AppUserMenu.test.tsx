import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { AppUserMenu } from '../../../src/layout/appbar/AppUserMenu';
import { renderInAdmin, testAuthProvider } from '../../support/renderInAdmin';
import { useWindowWidth } from '../../support/viewport';

afterEach(() => {
    vi.restoreAllMocks();
});

/** The menu's button is named by the signed-in user's name (the test auth provider's 'Tester'), as it shows it. */
const openMenu = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Tester' }));
    return screen.findByRole('menu');
};

describe('AppUserMenu', () => {
    beforeEach(() => useWindowWidth(1366));

    it('offers dashboard, change password and log out', async () => {
        renderInAdmin(<AppUserMenu />);
        const menu = await openMenu();

        await waitFor(() =>
            expect(within(menu).getAllByRole('menuitem').map(item => item.textContent)).toEqual(['Dashboard', 'Change password', 'Logout']),
        );
        expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
        expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('href', '/permission/user/changePassword');
    });

    it('navigates in the app and closes the menu', async () => {
        let location: Location | undefined;
        renderInAdmin(<AppUserMenu />, { initialEntries: ['/orders/index'], onLocation: next => (location = next) });
        const menu = await openMenu();

        await userEvent.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
        expect(location?.pathname).toBe('/permission/user/changePassword');
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });

    it('logs out through the auth provider', async () => {
        const logout = vi.spyOn(testAuthProvider, 'logout');
        renderInAdmin(<AppUserMenu />);
        const menu = await openMenu();

        await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Logout' }));
        await waitFor(() => expect(logout).toHaveBeenCalled());
    });

    it('is named "Profile" where a narrow window shows only the icon', async () => {
        useWindowWidth(500);
        renderInAdmin(<AppUserMenu />);
        expect(await screen.findByRole('button', { name: 'Profile' })).not.toHaveTextContent('Tester');
    });
});
