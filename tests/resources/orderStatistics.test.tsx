/**
 * /orders/Statistics as a user reads it: the period from the URL, the server's figures as tables beside the charts
 * (the same numbers the store holds), and a period the server refuses shown with its reason.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { db } from '../../mock-server/db/store';
import { createAuthProvider } from '../../providers/authProvider';
import { dataProvider } from '../../providers/dataProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { ensureResourceMessages } from '../../resources/texts';
import OrderStatisticsPage from '../../resources/orders/OrderStatisticsPage';
import { signIn } from '../support/mockBackend';

type Row = Record<string, unknown>;

const openStatistics = async (search: string) => {
    await signIn('finance');
    await ensureResourceMessages(['orders']);
    render(
        <MemoryRouter initialEntries={[`/orders/Statistics${search}`]}>
            <AdminContext dataProvider={dataProvider} authProvider={createAuthProvider(() => [{ codes: [] }])} i18nProvider={createI18nProvider()} store={memoryStore()}>
                <Routes>
                    <Route path="/orders/Statistics" element={<OrderStatisticsPage />} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
};

describe('order statistics', () => {
    it('shows the figures of the period in the URL beside its charts, as the store counts them', async () => {
        const inPeriod = (db.collections.get('orders')!.all() as readonly Row[]).filter(
            row => row.siteCode === 'in' && row.dataType === 0 && String(row.orderTime) >= '2026-11-10' && String(row.orderTime) < '2026-11-13',
        );
        await openStatistics('?from=2026-11-10&to=2026-11-12');
        const byDay = await screen.findByRole('table', { name: 'Orders and amount by day' }, { timeout: 20_000 });
        const dayRows = within(byDay).getAllByRole('row').slice(1);
        expect(dayRows.map(row => within(row).getAllByRole('cell')[0].textContent)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
        expect(within(dayRows[1]).getAllByRole('cell')[1]).toHaveTextContent(
            String(inPeriod.filter(row => String(row.orderTime).startsWith('2026-11-11')).length),
        );
        const byStatus = screen.getByRole('table', { name: 'By order status' });
        const delivered = within(byStatus).getByRole('row', { name: /^Delivered/ });
        expect(within(delivered).getAllByRole('cell')[1]).toHaveTextContent(String(inPeriod.filter(row => row.orderStatus === 'delivered').length));
        expect(screen.getByText(new RegExp(`^${inPeriod.length.toLocaleString()} orders · ₹`))).toBeInTheDocument();
        expect(screen.getByLabelText('From')).toHaveValue('2026-11-10');
    }, 60_000);

    it('says why a period is refused, keeping what was typed', async () => {
        await openStatistics('?from=2026-11-12&to=2026-11-10');
        expect(await screen.findByText('from must not be after to')).toBeInTheDocument();
        expect(screen.getByLabelText('From')).toHaveValue('2026-11-12');
        expect(screen.queryByRole('table')).toBeNull();
    }, 60_000);
});
