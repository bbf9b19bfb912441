/**
 * A kit list's column picker: react-admin's, in the toolbar from the list's first frame (DataTable finds its popover
 * when it first draws), its switches drawn once the user wants the picker, not with every visit's rows.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { KitList } from '../../resources/kit/KitList';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';

const WAIT = { timeout: 30_000 };

/** The picker's popover, kept mounted (hidden) while closed. */
const pickerSwitches = () => document.querySelectorAll('[id$="-columnsSelector"] li');

describe("a kit list's column picker", () => {
    it('draws no switch until pointed at, then every column, and shows a column picked in the table', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        renderKit(kit, <KitList />);
        await waitFor(() => expect(document.querySelector('td.column-templateCode')).not.toBeNull(), WAIT);
        // DataTable has found the picker's popover (its search box is drawn there), but drawn no column in it.
        await waitFor(() => expect(document.querySelector('[id$="-columnsSelector"] input')).not.toBeNull());
        expect(pickerSwitches()).toHaveLength(0);

        const button = screen.getByRole('button', { name: 'Columns' });
        fireEvent.pointerEnter(button.parentElement!);
        // Every described column, those shown by default and those to pick.
        await waitFor(() => expect(pickerSwitches().length).toBe(kit.description.fields.filter(field => field.column).length));
        expect(document.querySelector('th.column-minimumOrderAmount')).toBeNull();

        fireEvent.click(button);
        const picker = await screen.findByRole('presentation');
        fireEvent.click(within(picker).getByRole('option', { name: 'Minimum order amount' }).querySelector('input')!);
        await waitFor(() => expect(document.querySelector('th.column-minimumOrderAmount')).not.toBeNull());
        // The cells of the column picked, in every row.
        expect(document.querySelectorAll('td.column-minimumOrderAmount').length).toBe(document.querySelectorAll('td.column-templateCode').length);
    });

    it('draws its switches with the popover when pressed without being pointed at first (a keyboard)', async () => {
        await signIn('admin');
        const kit = await loadKit('coupon-templates');
        renderKit(kit, <KitList />);
        await waitFor(() => expect(document.querySelector('[id$="-columnsSelector"] input')).not.toBeNull(), WAIT);
        fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
        const picker = await screen.findByRole('presentation');
        expect(within(picker).getAllByRole('option').length).toBe(kit.description.fields.filter(field => field.column).length);
    });
});
