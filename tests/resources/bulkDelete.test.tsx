/**
 * Bulk delete on a list whose description allows deleting (coupon templates): select rows and delete them; they
 * leave the list at once, and the server once react-admin's undo toast has gone.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mock-server/db/store';
import { KitList } from '../../resources/kit/KitList';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';

type Row = { id: number } & Record<string, unknown>;

const WAIT = { timeout: 30_000 };

describe('bulk delete', () => {
    it('deletes the selected coupon templates, with a moment to undo', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        const stored = () => (db.collections.get('coupon-templates')!.all() as readonly Row[]).filter(row => row.siteCode === 'in');
        const before = stored().length;
        renderKit(kit, <KitList />);
        const user = userEvent.setup({ delay: null });

        // The rows, not the loading placeholder's: the first rows are drawn in React's deferred pass.
        await waitFor(() => expect(document.querySelector('td.column-templateCode')).not.toBeNull(), WAIT);
        const table = screen.getByRole('table');
        const rows = within(table).getAllByRole('row');
        const chosen = rows.slice(1, 3);
        const codes = chosen.map(row => row.querySelector('td.column-templateCode')!.textContent);
        for (const row of chosen) await user.click(within(row).getByRole('checkbox'));
        expect(await screen.findByText('2 items selected')).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(within(screen.getByRole('table')).queryByText(codes[0]!)).toBeNull(), WAIT);
        expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();

        await waitFor(() => expect(stored()).toHaveLength(before - 2), WAIT);
        expect(stored().some(row => codes.includes(String(row.templateCode)))).toBe(false);
    }, 120_000);
});
