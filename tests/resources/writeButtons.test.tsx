/**
 * The spec's click guard and showBtn/showTab (section 5) on the kit's screens: a button that writes is disabled for
 * 2000 ms after its click (a double click sends once), and a button or tab that opens a screen shows only to users
 * granted that screen's resource code.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { KitList } from '../../resources/kit/KitList';
import { KitShowLayout } from '../../resources/kit/KitShow';
import { codeOfPath, kitPaths } from '../../resources/kit/KitContext';
import { RESOURCES } from '../../resources/kit/registry';
import { ROUTES } from '../../base/routes/catalogue';
import { CLICK_GUARD_MS } from '../../base/constants';
import { sessionUser } from '../../base/session/sessionUser';
import { signIn } from '../support/mockBackend';
import { renderKit } from '../support/renderKit';
import { catchSavedFiles, loadKit } from '../support/files';
import { findLoadedTable } from '../support/loadedTable';

const WAIT = { timeout: 30_000 };

/** The signed-in user without `codes` among their granted resource codes. */
const withoutCodes = (...codes: string[]) => {
    const user = sessionUser.get()!;
    sessionUser.set({ ...user, resources: (user.resources ?? []).filter(resource => !codes.includes(resource.frontendCode)) });
};

afterEach(() => {
    sessionUser.clear();
    vi.restoreAllMocks();
});

describe('showBtn: the code a kit button needs is the code of the screen it opens', () => {
    const withCreate = RESOURCES.filter(entry => kitPaths(entry).create());
    it.each(withCreate.map(entry => [entry.collection, entry] as const))('%s: Create needs its create screen’s code', (_, entry) => {
        const create = kitPaths(entry).create()!;
        const route = ROUTES.find(row => row.path === (entry.paths.create ?? entry.paths.edit));
        expect(route, `${create} is a catalogue screen`).toBeDefined();
        expect(codeOfPath(create)).toBe(route!.code);
    });
});

describe('showBtn on a kit list', () => {
    it('shows Create only to a user granted the create screen’s code', async () => {
        await signIn('admin');
        const kit = await loadKit('store-addresses');
        const view = renderKit(kit, <KitList />);
        await screen.findByRole('table', {}, WAIT);
        expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', kitPaths(kit.entry).create());
        view.unmount();

        withoutCodes(codeOfPath(kitPaths(kit.entry).create()!));
        renderKit(kit, <KitList />);
        await screen.findByRole('table', {}, WAIT);
        expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
        // The list's other buttons stay.
        expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    }, 60_000);

    it('shows an activity row’s Edit only to a user granted the record screen’s code', async () => {
        await signIn('admin');
        const kit = await loadKit('risk-order-activities');
        const view = renderKit(kit, <KitList />);
        const granted = await findLoadedTable(WAIT);
        expect((await within(granted).findAllByRole('link', { name: 'Edit' }, WAIT)).length).toBeGreaterThan(0);
        view.unmount();

        withoutCodes(codeOfPath(kitPaths(kit.entry).record(1)!));
        renderKit(kit, <KitList />);
        const table = await findLoadedTable(WAIT);
        await waitFor(() => expect(within(table).getAllByRole('button', { name: 'View' }).length).toBeGreaterThan(0), WAIT);
        expect(within(table).queryByRole('link', { name: 'Edit' })).toBeNull();
    }, 60_000);
});

describe('showTab on a kit record', () => {
    it('hides a tab (and its fields) whose resource code is not granted', async () => {
        await signIn('admin');
        const kit = await loadKit('spu');
        const gated = { ...kit, description: { ...kit.description, tabCodes: { details: 'factory:spu/details' } } };
        const record = { id: 1, spuName: 'Phone 12', spuId: 'SPU1' };
        const show = () =>
            renderKit(
                gated,
                <RecordContextProvider value={record}>
                    <KitShowLayout />
                </RecordContextProvider>,
            );
        sessionUser.set({ ...sessionUser.get()!, resources: [...(sessionUser.get()!.resources ?? []), { frontendCode: 'factory:spu/details', resourceName: 'details' }] });
        const view = show();
        expect(screen.getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Basics', 'Details']);
        view.unmount();

        withoutCodes('factory:spu/details');
        show();
        expect(screen.queryByRole('tab')).toBeNull();
        expect(screen.getByText('Phone 12')).toBeInTheDocument();
    }, 60_000);
});

describe('the click guard on buttons that write', () => {
    it('holds a row’s status button for 2000 ms after a confirmed change', async () => {
        await signIn('admin');
        const kit = await loadKit('store-addresses');
        renderKit(kit, <KitList />);
        const user = userEvent.setup({ delay: null });
        const table = await findLoadedTable(WAIT);
        const row = (await within(table).findAllByRole('button', { name: 'Shield' }, WAIT))[0].closest('tr')!;
        await user.click(within(row).getByRole('button', { name: 'Shield' }));
        const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' });
        const started = Date.now();
        await user.click(confirm);
        expect(await screen.findByText('Operation successful', {}, WAIT)).toBeInTheDocument();
        // The row now offers Display, held by the guard until 2000 ms after the confirmation.
        const display = await within(row).findByRole('button', { name: 'Display' }, WAIT);
        if (Date.now() - started < CLICK_GUARD_MS - 200) expect(display).toBeDisabled();
        await waitFor(() => expect(display).toBeEnabled(), { timeout: CLICK_GUARD_MS + 1000 });
        expect(Date.now() - started).toBeGreaterThanOrEqual(CLICK_GUARD_MS - 50);
    }, 60_000);

    it('holds Export for 2000 ms after an export is asked for', async () => {
        await signIn('admin');
        const kit = await loadKit('store-addresses');
        const saved = catchSavedFiles();
        renderKit(kit, <KitList />);
        const user = userEvent.setup({ delay: null });
        await screen.findByRole('table', {}, WAIT);
        const exportButton = screen.getByRole('button', { name: 'Export' });
        await waitFor(() => expect(exportButton).toBeEnabled(), WAIT);
        await user.click(exportButton);
        await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
        expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
        await waitFor(() => expect(saved).toHaveLength(1), WAIT);
        expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled(), { timeout: CLICK_GUARD_MS + 3000 });
    }, 60_000);
});
