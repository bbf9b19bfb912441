import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../src/pages/DashboardPage';
import { OrderLookup } from '../../src/layout/appbar/OrderLookup';
import { ROUTES } from '../../base/routes/catalogue';
import { db } from '../../mock-server/db/store';
import { ensureResourceMessages } from '../../resources/texts';
import { useWindowWidth } from '../support/viewport';
import { renderPage, signIn } from './renderPage';

// The dashboard's texts load with its screen (src/routes/screens.ts); rendered alone here, they are loaded first.
await ensureResourceMessages(['dashboard']);

const ALL_BUILT = new Set(ROUTES.map(route => route.path));

/** The dashboard under the top bar's lookup, as the app shows them, for the account signed in. */
const renderDashboard = () =>
    renderPage(
        <>
            <OrderLookup built={ALL_BUILT} />
            <DashboardPage built={ALL_BUILT} />
        </>,
        '/dashboard',
    );

const area = (name: string) => screen.findByRole('region', { name }, { timeout: 20_000 });
const hrefsIn = (element: HTMLElement) => within(element).getAllByRole('link').map(link => link.getAttribute('href'));

describe('the dashboard: what needs doing, by what the user may open', () => {
    it('shows a user of a role without orders no order card, no trend and no order lookup', async () => {
        await signIn('pz');
        renderDashboard();
        const tasks = await area('My imports and exports');
        expect(hrefsIn(tasks)).toEqual([
            `/async-task?filter=${encodeURIComponent(JSON.stringify({ creatorNumber: 'pz', status: 'failed' }))}`,
            `/async-task?filter=${encodeURIComponent(JSON.stringify({ creatorNumber: 'pz', progress_lt: 100 }))}`,
        ]);
        expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
        expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
        expect(screen.queryByRole('region', { name: 'Orders in the last 14 days' })).toBeNull();
        expect(screen.queryByRole('searchbox', { name: 'Find an order' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Find an order' })).toBeNull();
        expect(screen.getAllByRole('link').some(link => link.getAttribute('href')?.startsWith('/orders/'))).toBe(false);
    });

    it('shows a user of the orders the orders pending review, counted as the list counts them, the trend and the lookup', async () => {
        await signIn('finance');
        renderDashboard();
        const orders = await area('Orders');
        const pending = db.collections
            .get('orders')!
            .all()
            .filter(order => order.siteCode === 'in' && order.dataType === 0 && order.reviewStatus === 'pending').length;
        const link = within(orders).getByRole('link', { name: `Open the list: Orders pending review (${pending})` });
        expect(link).toHaveAttribute('href', `/orders/index?filter=${encodeURIComponent('{"reviewStatus":"pending"}')}`);
        expect(within(orders).getByText(pending.toLocaleString())).toBeInTheDocument();
        expect(await area('Refunds')).toBeInTheDocument();
        // finance does not work on activities.
        expect(screen.queryByRole('region', { name: 'Activities ending soon' })).toBeNull();
        expect(await screen.findByRole('region', { name: 'Orders in the last 14 days' }, { timeout: 20_000 })).toBeInTheDocument();
        // Below 1536 px the bar has no room for the field: a button opens it.
        expect(await screen.findByRole('button', { name: 'Find an order' })).toHaveAttribute('aria-keyshortcuts', '/');
    }, 60_000);
});

describe('the order lookup', () => {
    const ofIn = () => db.collections.get('orders')!.all().filter(order => order.siteCode === 'in' && order.dataType === 0);

    it('opens the one order a number names, typed in any case after `/` focused the field in a wide bar', async () => {
        useWindowWidth(1600);
        await signIn('finance');
        renderDashboard();
        const field = await screen.findByRole('searchbox', { name: 'Find an order' });
        const order = ofIn()[20];
        // `/` outside a field focuses the lookup.
        await userEvent.click(document.body);
        await userEvent.keyboard('/');
        expect(field).toHaveFocus();
        await userEvent.type(field, `${String(order.orderId).toLowerCase()}{Enter}`);
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/orders/orderDetail/${order.id}`), { timeout: 20_000 });
    }, 60_000);

    it('lists the orders a phone number shares, from the button of a narrower bar', async () => {
        await signIn('finance');
        renderDashboard();
        await userEvent.click(await screen.findByRole('button', { name: 'Find an order' }));
        const field = await screen.findByRole('searchbox', { name: 'Find an order' });
        expect(field).toHaveFocus();
        const seen = new Set<string>();
        const phone = ofIn().map(row => String(row.contactNumber)).find(number => seen.has(number) || !seen.add(number))!;
        await userEvent.type(field, `${phone}{Enter}`);
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/index$/), { timeout: 20_000 });
    }, 60_000);

    it('says so when no order matches (opened with `/`)', async () => {
        await signIn('finance');
        renderDashboard();
        await screen.findByRole('button', { name: 'Find an order' });
        await userEvent.keyboard('/');
        const field = await screen.findByRole('searchbox', { name: 'Find an order' });
        await userEvent.type(field, 'OMS999999999{Enter}');
        expect(await screen.findByText('No order matches "OMS999999999"', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    }, 60_000);
});
