/**
 * The support website's UI texts edited one key in every language side by side: the row's "Every language" dialog
 * holds the key's text in each of the site's languages, refuses an empty one with the field's text, and saves the
 * changed ones to the server.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mock-server/db/store';
import views from '../../resources/support-texts/views';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { loadKit } from '../support/files';

type Row = { id: number } & Record<string, unknown>;

const WAIT = { timeout: 30_000 };

describe('support UI texts in every language', () => {
    it('edits a key’s English and Hindi texts side by side; an empty one is refused', async () => {
        await signIn('csm');
        const kit = await loadKit('support-texts');
        const List = views.list as () => React.JSX.Element;
        renderKit(kit, <List />);
        const user = userEvent.setup({ delay: null });
        await waitFor(() => expect(document.querySelector('td.column-textKey')).not.toBeNull(), WAIT);
        const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1];
        const key = firstRow.querySelector('td.column-textKey')!.textContent!;
        await user.click(within(firstRow).getByRole('button', { name: 'Every language' }));

        const dialog = await screen.findByRole('dialog', { name: `${key} in every language` });
        const english = await within(dialog).findByRole('textbox', { name: 'en-IN' });
        const hindi = within(dialog).getByRole('textbox', { name: 'hi-IN' });
        fireEvent.change(english, { target: { value: ' ' } });
        expect(within(dialog).getByText('Required')).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
        fireEvent.change(english, { target: { value: 'Track my repair' } });
        fireEvent.change(hindi, { target: { value: 'मेरी मरम्मत ट्रैक करें' } });
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('2 texts saved')).toBeInTheDocument();

        const stored = (db.collections.get('support-texts')!.all() as readonly Row[]).filter(row => row.siteCode === 'in' && row.textKey === key);
        expect(Object.fromEntries(stored.map(row => [row.language, row.text]))).toEqual({ 'en-IN': 'Track my repair', 'hi-IN': 'मेरी मरम्मत ट्रैक करें' });
    }, 60_000);
});
