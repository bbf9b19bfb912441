/**
 * What a kit list's headers and rows offer a user: sort buttons named by the column's label as written ("Sort by
 * SPU count", not "sPU count"), and on hot search rows, as on the other activity screens, an Edit button (there it
 * opens the row's dialog, the resource having no record page).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitList } from '../../resources/kit/KitList';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';
import { findLoadedTable } from '../support/loadedTable';

const WAIT = { timeout: 30_000 };

describe('sort buttons', () => {
    it('are named by the column label as written', async () => {
        await signIn('admin');
        renderKit(await loadKit('risk-order-activities'), <KitList />);
        const sortNames = () =>
            screen
                .queryAllByRole('button')
                .map(button => button.getAttribute('aria-label'))
                .filter(name => name?.startsWith('Sort by'));
        // The loaded table (while loading, react-admin draws a placeholder without sort buttons).
        await waitFor(() => expect(sortNames().length).toBeGreaterThan(0), WAIT);
        const names = sortNames();
        expect(names).toEqual(expect.arrayContaining(['Sort by SPU count ascending', 'Sort by SKU count ascending']));
        expect(names.every(name => !/Sort by [a-z][A-Z]/.test(name!))).toBe(true);
    }, 60_000);
});

describe('hot search rows', () => {
    it('offer Edit where the status allows it, which opens the row in its dialog', async () => {
        await signIn('admin');
        renderKit(await loadKit('hot-searches'), <KitList />);
        const user = userEvent.setup({ delay: null });
        const table = await findLoadedTable(WAIT);
        const edit = (await within(table).findAllByRole('button', { name: 'Edit' }, WAIT))[0];
        const row = edit.closest('tr')!;
        const tag = row.querySelector('td.column-tag')!.textContent!;
        expect(within(row).getByText(/Not yet started|Paused/)).toBeInTheDocument();
        await user.click(edit);
        const dialog = await screen.findByRole('dialog', { name: 'Edit' }, WAIT);
        // The first input is the tag (labelled 'Tag *').
        await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toHaveValue(tag), WAIT);
    }, 60_000);
});
