/**
 * The order list's own parts as a user meets them: the filters (from the URL, narrowing what the server answers),
 * the batch review's messages (no selection, the rejection warning, the result naming each order) and the export
 * of what the list shows. Expectations come from the mock store.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mock-server/db/store';
import OrderList from '../../resources/orders/OrderList';
import { CSV_BOM } from '../../resources/kit/files/workbook';
import { recordRequests, signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { bytesOf, catchSavedFiles, loadKit } from '../support/files';

type Row = { id: number } & Record<string, unknown>;

const ordersOf = (filter: (row: Row) => boolean) =>
    (db.collections.get('orders')!.all() as readonly Row[]).filter(row => row.siteCode === 'in' && row.dataType === 0 && filter(row));
const newestFirst = (rows: readonly Row[]) => [...rows].sort((a, b) => String(b.orderTime).localeCompare(String(a.orderTime)));
const search = (filter: Record<string, unknown>) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const openList = async (filter: Record<string, unknown> = {}) => {
    await signIn('admin');
    const kit = await loadKit('orders');
    renderKit(kit, <OrderList />, { search: search(filter) });
    return userEvent.setup({ delay: null });
};

/** react-admin's pagination text for the first page. */
const paging = (total: number) => new RegExp(`^1-${Math.min(50, total)} of ${total.toLocaleString('en-US').replace(',', ',?')}$`);
/** The first list over 105,000 orders waits for the seed (seconds on a busy machine). */
const WAIT = { timeout: 60_000 };

describe('order list filters', () => {
    it('reads the filters from the URL, shows them set, and lists what the server answers for them', async () => {
        const expected = newestFirst(ordersOf(row => row.orderStatus === 'shipped' && row.payMethod === 'COD'));
        await openList({ orderStatus: 'shipped', payMethod: 'COD' });
        await screen.findByText(new RegExp(`of ${expected.length}$`), {}, WAIT);
        expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveTextContent('Shipped');
        expect(screen.getByRole('combobox', { name: 'Pay method' })).toHaveTextContent('COD');
        const rows = within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(Math.min(50, expected.length));
        expect(rows[0]).toHaveTextContent(String(expected[0].orderId));
        expect(rows.every(row => row.textContent!.includes('Shipped') && row.textContent!.includes('COD'))).toBe(true);
        // The always-present filters, the order time with the spec's presets among them.
        expect(screen.getByRole('textbox', { name: 'Order ID' })).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: 'Review status' })).toBeInTheDocument();
        for (const name of ['From', 'To']) expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
        expect(screen.getByRole('group', { name: 'Date presets' })).toBeInTheDocument();
    }, 180_000);

    it('narrows the list when the user picks a pay method', async () => {
        const upi = ordersOf(row => row.payMethod === 'UPI');
        const user = await openList();
        await screen.findByText(paging(12_500), {}, WAIT);
        await user.click(screen.getByRole('combobox', { name: 'Pay method' }));
        await user.click(await screen.findByRole('option', { name: 'UPI' }));
        expect(await screen.findByText(paging(upi.length), {}, WAIT)).toBeInTheDocument();
    }, 180_000);
});

describe('turning the page', () => {
    it('shows the next 50 orders, drawn ahead while the first page was read and hidden until the turn', async () => {
        const expected = newestFirst(ordersOf(row => row.orderStatus === 'shipped'));
        const user = await openList({ orderStatus: 'shipped' });
        await screen.findByText(new RegExp(`^1-50 of ${expected.length.toLocaleString('en-US')}$`), {}, WAIT);
        const visibleRows = () => within(screen.getAllByRole('table')[0]).getAllByRole('row').slice(1);
        // The next page is in the page before the turn, out of sight and out of the accessibility tree.
        const firstOfNext = String(expected[50].orderId);
        await waitFor(() => expect(screen.getByText(firstOfNext)).not.toBeVisible(), WAIT);
        expect(visibleRows().some(row => row.textContent!.includes(firstOfNext))).toBe(false);

        await user.click(screen.getByRole('button', { name: 'Go to next page' }));
        await screen.findByText(new RegExp(`^51-100 of ${expected.length.toLocaleString('en-US')}$`), {}, WAIT);
        const rows = visibleRows();
        expect(rows).toHaveLength(50);
        expect(rows.map(row => row.querySelector('td.column-orderId')!.textContent)).toEqual(expected.slice(50, 100).map(row => String(row.orderId)));
    }, 180_000);

    it('asks the server for the page turned to only once, ahead of the turn; a page turned back to is asked for again, the page left drawn once', async () => {
        const seen = recordRequests('/orders');
        const consoleErrors = vi.spyOn(console, 'error');
        const rangesAsked = () => seen.map(request => request.url.searchParams.get('range'));
        const total = ordersOf(row => row.orderStatus === 'delivered').length;
        const pageText = (from: number) => new RegExp(`^${from}-${from + 49} of ${total.toLocaleString('en-US').replace(',', ',?')}$`);
        const user = await openList({ orderStatus: 'delivered' });
        await screen.findByText(paging(total), {}, WAIT);
        await waitFor(() => expect(rangesAsked()).toEqual(['[0,49]', '[50,99]']), WAIT);

        await user.click(screen.getByRole('button', { name: 'Go to next page' }));
        await screen.findByText(pageText(51), {}, WAIT);
        // The turn shows what was fetched ahead; only the page after it is asked for.
        await waitFor(() => expect(rangesAsked()).toEqual(['[0,49]', '[50,99]', '[100,149]']), WAIT);

        await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
        await screen.findByText(paging(total), {}, WAIT);
        await waitFor(() => expect(rangesAsked().slice(3)).toContain('[0,49]'), WAIT);
        // The page turned back from is the next page again, drawn once (React names a key used twice).
        const firstOfNext = String(newestFirst(ordersOf(row => row.orderStatus === 'delivered'))[50].orderId);
        await waitFor(() => expect(screen.getByText(firstOfNext)).not.toBeVisible(), WAIT);
        expect(consoleErrors.mock.calls.filter(call => String(call[0]).includes('same key'))).toEqual([]);
        consoleErrors.mockRestore();
    }, 180_000);
});

describe('batch review from the list', () => {
    it('with nothing selected says that some data must be selected first, and changes nothing', async () => {
        const user = await openList();
        await screen.findByText(paging(12_500), {}, WAIT);
        // The top bar's buttons (the selection's own bar is in the page too, folded away until rows are selected).
        await user.click(screen.getAllByRole('button', { name: 'Approve' })[0]);
        expect(await screen.findByText('Some data must be selected first')).toBeInTheDocument();
        await user.click(screen.getAllByRole('button', { name: 'Reject' })[0]);
        expect(screen.queryByRole('dialog')).toBeNull();
    }, 180_000);

    it('rejecting warns first, then cancels the selected orders and names each one that changed and each that did not', async () => {
        const pending = newestFirst(ordersOf(row => row.reviewStatus === 'pending' && row.orderStatus === 'paid'))[0];
        const approved = newestFirst(ordersOf(row => row.reviewStatus === 'approved' && row.orderStatus === 'paid'))[0];
        const paid = ordersOf(row => row.orderStatus === 'paid');
        const user = await openList({ orderStatus: 'paid' });
        // The loaded list (while loading, react-admin shows a placeholder table of its own).
        await screen.findByText(paging(paid.length), {}, WAIT);
        const table = screen.getByRole('table');
        const rowOf = async (orderId: unknown) => (await within(table).findByText(String(orderId), {}, WAIT)).closest('tr')!;
        await user.click(within(await rowOf(pending.orderId)).getByRole('checkbox'));
        await user.click(within(await rowOf(approved.orderId)).getByRole('checkbox'));

        await user.click(screen.getAllByRole('button', { name: 'Reject' })[0]);
        const warning = await screen.findByRole('dialog');
        expect(warning).toHaveTextContent('Reject 2 orders');
        expect(warning).toHaveTextContent('Rejecting cancels these 2 orders at once. This cannot be undone.');
        // Nothing is sent before the user confirms.
        expect(db.collections.get('orders')!.get(pending.id)!.reviewStatus).toBe('pending');
        await user.click(within(warning).getByRole('button', { name: 'Reject' }));

        const result = await screen.findByRole('dialog', { name: 'Review result' }, { timeout: 10_000 });
        expect(within(result).getByRole('list', { name: 'Changed (1)' })).toHaveTextContent(`${pending.orderId}: Review rejected · Cancelled`);
        expect(within(result).getByRole('list', { name: 'Not changed (1)' })).toHaveTextContent(`${approved.orderId}: the review is already approved`);
        expect(db.collections.get('orders')!.get(pending.id)).toMatchObject({ reviewStatus: 'rejected', orderStatus: 'cancelled', reviewer: 'admin' });
    }, 180_000);
});

describe('export', () => {
    it('writes the filtered orders in the columns shown, values as the list reads them', async () => {
        const expected = newestFirst(ordersOf(row => row.orderStatus === 'toBeDelivered' && row.payMethod === 'card'));
        expect(expected.length).toBeLessThan(1_000);
        const saved = catchSavedFiles();
        const user = await openList({ orderStatus: 'toBeDelivered', payMethod: 'card' });
        await screen.findByText(new RegExp(`of ${expected.length}$`), {}, WAIT);
        await user.click(screen.getByRole('button', { name: 'Export' }));
        await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
        await waitFor(() => expect(saved).toHaveLength(1), WAIT);
        expect(saved[0].name).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(saved[0].blob));
        expect(text.startsWith(CSV_BOM)).toBe(true);
        const lines = text.slice(1).trim().split('\r\n');
        expect(lines[0]).toBe('Order ID,Order time,User ID,Order status,Review status,Pay method,Pay channel,Order amount,SKU');
        expect(lines).toHaveLength(expected.length + 1);
        expect(lines[1].startsWith(`${expected[0].orderId},`)).toBe(true);
        expect(lines[1]).toContain(',To be delivered,');
        expect(lines[1]).toContain(',Card,');
    }, 180_000);
});
