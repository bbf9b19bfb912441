/**
 * /resources/upload in the real app: the kit's list of the static-file library with its upload dialog (the store's
 * rules checked at once, a refused file never sent), the URL to copy, and delete after a confirmation.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/App';
import { createI18nProvider } from '../../providers/i18nProvider';
import { db } from '../../mock-server/db/store';
import { recordRequests, signIn } from '../support/mockBackend';
import { pngFile, textFile, useNodeFileApi } from '../support/nodeFiles';
import { findLoadedTable } from '../support/loadedTable';

const library = () => db.collections.get('static-files')!;

const openList = async () => {
    await signIn('admin');
    window.history.replaceState(null, '', '/resources/upload');
    render(<App i18nProvider={createI18nProvider()} />);
    // The app's first render loads every lazy chunk: generous on a busy machine.
    return findLoadedTable({ rows: 10, timeout: 60_000 });
};

const rowOf = (table: HTMLElement, fileName: string) => within(table).getByText(fileName).closest('tr')!;

describe('/resources/upload', { timeout: 60_000 }, () => {
    it('lists the library newest first, with a preview, the size as people read it and the URL', async () => {
        const table = await openList();
        const newest = [...library().all()].sort((a, b) => String(b.uploadTime).localeCompare(String(a.uploadTime)))[0];
        const row = rowOf(table, String(newest.fileName));
        expect(within(table).getAllByRole('row')[1]).toBe(row);
        expect(within(row).getByText(String(newest.url))).toBeInTheDocument();
        expect(within(row).getByText(`${newest.size} B`)).toBeInTheDocument();
        expect(within(row).getByRole('img', { name: `Preview of ${newest.fileName}` })).toBeInTheDocument();
    });

    it('uploads what the store takes into the chosen folder, refuses the rest at once, and copies a stored URL', async () => {
        useNodeFileApi();
        const seen = recordRequests('/files/upload');
        await openList();
        // Files dropped on the dialog are not filtered by the picker's `accept`.
        const user = userEvent.setup({ applyAccept: false });
        await user.click(screen.getByRole('button', { name: 'Upload' }));
        const dialog = await screen.findByRole('dialog', { name: 'Upload files' });
        const folder = within(dialog).getByRole('textbox', { name: 'Folder' });
        await user.clear(folder);
        await user.type(folder, 'campaigns/diwali');
        await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [pngFile('promo.png', 900), textFile('setup.exe', 'MZ')]);

        expect(within(dialog).getByRole('alert')).toHaveTextContent('"setup.exe" is not accepted. Accepted: jpg, png, webp, gif, svg (2 MB); pdf (10 MB)');
        await user.click(within(dialog).getByRole('button', { name: 'Upload 1 file' }));

        expect(await screen.findByText('1 file uploaded')).toBeInTheDocument();
        expect(seen).toHaveLength(1);
        const stored = library().all().at(-1)!;
        expect(stored).toMatchObject({ fileName: 'promo.png', folder: 'campaigns/diwali', size: 900 });
        expect(within(dialog).getByText(new RegExp(`${String(stored.url).replace(/[.?]/g, '\\$&')}$`))).toBeInTheDocument();

        const writeText = vi.spyOn(navigator.clipboard, 'writeText');
        await user.click(within(dialog).getByRole('button', { name: 'Copy URL' }));
        expect(await screen.findByText('URL copied')).toBeInTheDocument();
        expect(writeText).toHaveBeenCalledWith(stored.url);

        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByText('promo.png')).toBeInTheDocument();
    });

    it('deletes a file after a confirmation naming it: Deleted successfully', async () => {
        const table = await openList();
        const target = library().all()[0];
        const user = userEvent.setup();
        await user.click(within(rowOf(table, String(target.fileName))).getByRole('button', { name: `Delete: ${target.fileName}` }));
        const confirm = await screen.findByRole('dialog');
        expect(confirm).toHaveTextContent(`Delete ${target.fileName}?`);
        await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

        expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
        expect(library().get(target.id)).toBeUndefined();
        await waitFor(() => expect(within(table).queryByText(String(target.fileName))).toBeNull());
    });
});
