/**
 * The /permission user screens in the whole app against the mock: the list pages on the server, its filters read
 * from the URL; a refused add shows the server's reason at its field with everything typed kept; enable/disable and
 * reset password are confirmed, toasted, and the new password shows once; an unknown id says so.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db/store';
import { openApp } from '../support/renderApp';
import { findLoadedTable } from '../support/loadedTable';

const idOf = (account: string) => db.users.all().find(row => row.account === account)!.id;
/** The screens load on first use (their chunk and texts): the first look waits longer. */
const FIRST_LOAD = { timeout: 30_000 };
const rowOf = async (account: string) => (await screen.findByText(`${account}@oms.example.com`, {}, FIRST_LOAD)).closest('tr') as HTMLElement;

describe('/permission/user', () => {
    it('lists ten users a page from the server', async () => {
        await openApp('/permission/user');
        const table = await findLoadedTable({ rows: 10, ...FIRST_LOAD });
        const headers = within(table).getAllByRole('columnheader').map(cell => cell.textContent);
        expect(headers).toEqual(['ID', 'Account', 'Name', 'Email', 'Roles', 'Sites', 'Status', 'Last sign-in', 'Actions']);
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
        expect(screen.getByText(`1-10 of ${db.users.all().length}`)).toBeInTheDocument();
    }, 60_000);

    it('takes its filters from the URL and asks the server for them', async () => {
        await openApp('/permission/user?filter=%7B%22account%22%3A%22logi%22%2C%22status%22%3A%22enabled%22%7D');
        const row = await rowOf('logistics');
        expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
        expect(within(row).getByText('Demo Logistics')).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('logi');
    }, 60_000);

    it('disables a user after confirming: the toast, the status and the sign-in refusal', async () => {
        await openApp('/permission/user?filter=%7B%22account%22%3A%22finance%22%7D');
        const row = await rowOf('finance');
        fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Disable finance?')).toBeInTheDocument();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        expect(await screen.findByText('Operation successful')).toBeInTheDocument();
        await waitFor(() => expect(within(screen.getByRole('table')).getByText('Disabled')).toBeInTheDocument());
        expect(db.users.get(idOf('finance'))?.status).toBe('disabled');
    }, 60_000);

    it('resets a password after confirming and shows the new one once', async () => {
        await openApp('/permission/user?filter=%7B%22account%22%3A%22audit%22%7D');
        fireEvent.click(within(await rowOf('audit')).getByRole('button', { name: 'Reset password' }));
        fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
        const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
        expect(within(shown).getByTestId('temporary-password').textContent).toBe(db.users.get(idOf('audit'))?.password);
        expect(screen.getByText('Operation successful')).toBeInTheDocument();
        fireEvent.click(within(shown).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument());
    }, 60_000);
});

describe('/permission/user/add', () => {
    const fill = async (values: Record<string, string>) => {
        for (const [name, value] of Object.entries(values)) {
            fireEvent.change(await screen.findByRole('textbox', { name }, FIRST_LOAD), { target: { value } });
        }
    };

    it('does not send a user without roles: the reason shows at the roles', async () => {
        await openApp('/permission/user/add');
        const before = db.users.all().length;
        await fill({ Account: 'no.roles', Name: 'No Roles', Email: 'no.roles@oms.example.com' });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('A user needs at least one role', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(db.users.all()).toHaveLength(before);
        expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('no.roles');
    }, 60_000);

    it('refuses a duplicate account at its field, keeping everything typed; a free one saves', async () => {
        await openApp('/permission/user/add');
        await fill({ Account: 'editor', Name: 'Second Editor', Email: 'second@oms.example.com' });
        fireEvent.click(await screen.findByRole('checkbox', { name: 'Quality Assurance (qa)' }, FIRST_LOAD));
        const before = db.users.all().length;
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('This account already exists', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(db.users.all()).toHaveLength(before);
        expect(screen.getByRole('textbox', { name: 'Account' })).toHaveValue('editor');
        expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Second Editor');
        expect(screen.getByRole('checkbox', { name: 'Quality Assurance (qa)' })).toBeChecked();
        await fill({ Account: 'second.editor' });
        // Typing again clears the server's reason; then the save goes through.
        await waitFor(() => expect(screen.queryByText('This account already exists')).not.toBeInTheDocument());
        // The click guard holds Save for 2000 ms after the refused click.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(), { timeout: 3000 });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Saved successfully', {}, FIRST_LOAD)).toBeInTheDocument();
        await waitFor(() => expect(window.location.pathname).toBe('/permission/user'), FIRST_LOAD);
        expect(db.users.all().find(row => row.account === 'second.editor')).toMatchObject({ roles: ['qa'], name: 'Second Editor' });
    }, 60_000);
});

describe('/permission/user/AssignRoles/{id}', () => {
    it('saves the ticked roles (an editor may)', async () => {
        await openApp(`/permission/user/AssignRoles/${idOf('qa')}`, 'editor');
        fireEvent.click(await screen.findByRole('checkbox', { name: 'Permission Editor (editor)' }, FIRST_LOAD));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Saved successfully', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(db.users.get(idOf('qa'))?.roles).toEqual(['qa', 'editor']);
    }, 60_000);

    it('an unknown id says there is no such user', async () => {
        await openApp('/permission/user/AssignRoles/99999');
        expect(await screen.findByText('There is no user with this ID. (User not found)', {}, FIRST_LOAD)).toBeInTheDocument();
    }, 60_000);
});
