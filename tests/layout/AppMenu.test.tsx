import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../../providers/i18nProvider';
import { AppMenu } from '../../src/layout/menu/AppMenu';
import { ROUTES } from '../../base/routes/catalogue';
import { sessionUser } from '../../base/session/sessionUser';
import { renderInAdmin, userWithRoles } from '../support/renderInAdmin';

/** Every catalogue screen counted as built, so the menu shows what the grants allow. */
const ALL_BUILT = new Set(ROUTES.map(route => route.path));

const groupHeaders = () => screen.queryAllByRole('button', { expanded: false }).concat(screen.queryAllByRole('button', { expanded: true }));
const groupNames = () => groupHeaders().map(header => header.textContent);

describe('AppMenu', () => {
    it('shows qa no CMS group, and os one', () => {
        sessionUser.set(userWithRoles(['qa']));
        const { unmount } = renderInAdmin(<AppMenu built={ALL_BUILT} />);
        expect(groupNames()).not.toContain('Website CMS');
        expect(groupNames()).toContain('Orders');
        unmount();

        sessionUser.set(userWithRoles(['os']));
        renderInAdmin(<AppMenu built={ALL_BUILT} />);
        expect(groupNames()).toContain('Website CMS');
    });

    it('shows only built screens: groups with a built screen, no group whose screens are not built yet', () => {
        sessionUser.set(userWithRoles(['admin']));
        // Three built screens (the app's own set grows with every screen built).
        renderInAdmin(<AppMenu built={new Set(['/dashboard', '/orders/index', '/factory/sku'])} />, { initialEntries: ['/dashboard'] });
        expect(groupHeaders().map(header => header.getAttribute('data-menu-group')).sort()).toEqual(['factory', 'general', 'orders']);
        expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
        expect(screen.queryByRole('button', { name: /Website CMS/ })).toBeNull();
    });

    it('unfolds a group on click and leaves hidden routes out', async () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<AppMenu built={ALL_BUILT} />, { initialEntries: ['/dashboard'] });
        const orders = groupHeaders().find(header => header.getAttribute('data-menu-group') === 'orders')!;
        await userEvent.click(orders);
        expect(await screen.findByRole('menuitem', { name: 'Order List' })).toHaveAttribute('href', '/orders/index');
        expect(screen.queryByRole('menuitem', { name: 'Order Detail' })).toBeNull();
    });

    it('finds any permitted screen by its title', async () => {
        sessionUser.set(userWithRoles(['csso']));
        renderInAdmin(<AppMenu built={ALL_BUILT} />, { initialEntries: ['/dashboard'] });
        await userEvent.type(screen.getByTestId('menu-search'), 'coupon code');
        const results = screen.getByRole('menu', { name: 'Screens found' });
        const links = within(results).getAllByRole('menuitem');
        expect(links.map(link => link.getAttribute('href'))).toContain('/prize/query-code');
        // csso may query coupons but not edit templates (spec section 6)
        expect(links.map(link => link.getAttribute('href'))).not.toContain('/prize/template');
    });

    it('searches in the current language', async () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<AppMenu built={ALL_BUILT} />, {
            initialEntries: ['/dashboard'],
            i18nProvider: createI18nProvider('zh', await loadMessages('zh')),
        });
        await userEvent.type(screen.getByTestId('menu-search'), '订单列表');
        const results = screen.getByRole('menu', { name: '找到的页面' });
        expect(within(results).getAllByRole('menuitem').map(link => link.getAttribute('href'))).toContain('/orders/index');
    });

    it('says so when nothing matches', async () => {
        sessionUser.set(userWithRoles(['admin']));
        renderInAdmin(<AppMenu built={ALL_BUILT} />, { initialEntries: ['/dashboard'] });
        await userEvent.type(screen.getByTestId('menu-search'), 'zzzz');
        expect(screen.getByText('No screen matches')).toBeInTheDocument();
    });
});
