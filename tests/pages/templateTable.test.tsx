import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { db } from '../../mock-server/db/store';
import { apiConfig } from '../../base/config';
import { TemplateTablePage } from '../../resources/template-rows/TemplateTablePage';
import { recordRequests, renderPage, signIn } from './renderPage';
import { ensureResourceMessages } from '../../resources/texts';

// The page's texts load with it (resources/template-rows/entry.ts).
await ensureResourceMessages(['template-rows']);

const PATH = '/template/table';
const rowsOfIn = () =>
    db.collections
        .get('template-rows')!
        .list({ filter: { siteCode: 'in' }, sort: ['displayTime', 'DESC'], range: [0, 9] });

/** Plain DOM queries (role queries over a 25-row MUI table are slow in jsdom); the loading skeleton's empty rows do not count. */
const bodyRows = (): HTMLTableRowElement[] =>
    [...document.querySelectorAll<HTMLTableRowElement>('table tbody tr')].filter(row => row.textContent?.trim());
const headers = () => [...document.querySelectorAll('table thead th')].map(cell => cell.textContent);

/** The open dialog (plain DOM queries: role queries over the whole page are slow in jsdom). */
const dialogNow = () => document.querySelector<HTMLElement>('[role="dialog"]');
const findDialog = () =>
    waitFor(() => {
        const dialog = dialogNow();
        if (!dialog) throw new Error('no dialog open');
        return dialog;
    });

const openEditOf = async (id: number | string) => {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText(`Edit ${id}`, {}, { timeout: 5000 }));
    const dialog = await findDialog();
    const title = await within(dialog).findByLabelText(/^Title/);
    await waitFor(() => expect(title).not.toHaveValue(''));
    return { user, dialog, title };
};

describe('TemplateTablePage', () => {
    it("shows the site's rows from the template-rows collection, newest display time first", async () => {
        await signIn();
        const expected = rowsOfIn();
        expect(expected.total).toBeGreaterThan(0);
        renderPage(<TemplateTablePage />, PATH);

        await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(expected.total, 10)), { timeout: 5000 });
        bodyRows().forEach((row, index) => {
            const record = expected.rows[index] as { id: number; title: string; author: string };
            expect(within(row).getByText(record.title)).toBeInTheDocument();
            expect(within(row).getByText(record.author)).toBeInTheDocument();
        });
        expect(screen.getByText(`1-${Math.min(expected.total, 10)} of ${expected.total}`)).toBeInTheDocument();
        for (const header of ['Title', 'Author', 'Importance', 'Status', 'Display time', 'Pageviews']) {
            expect(headers()).toContain(header);
        }
    });

    it('saves a changed title from the edit dialog and lists the new title', async () => {
        await signIn();
        const target = rowsOfIn().rows[0] as { id: number; title: string };
        const puts = recordRequests(`/template-rows/${target.id}`);
        renderPage(<TemplateTablePage />, PATH);
        const { user, dialog, title } = await openEditOf(target.id);
        expect(title).toHaveValue(target.title);

        await user.clear(title);
        await user.type(title, 'Renamed by the test');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Save success')).toBeInTheDocument();
        await waitFor(() => expect(dialogNow()).toBeNull());
        expect(await screen.findByText('Renamed by the test')).toBeInTheDocument();
        expect(screen.queryByText(target.title)).not.toBeInTheDocument();
        expect(puts.filter(call => call.method === 'PUT')).toHaveLength(1);
        expect(db.collections.get('template-rows')!.get(target.id)?.title).toBe('Renamed by the test');
    });

    it('keeps the dialog open with the typed value when the save is refused', async () => {
        await signIn();
        mockServer.use(
            http.put(`${apiConfig.apiUrl}/template-rows/:id`, () =>
                HttpResponse.json({ code: 400, msg: 'Bad request: title taken', data: null }, { status: 400 }),
            ),
        );
        const target = rowsOfIn().rows[0] as { id: number; title: string };
        renderPage(<TemplateTablePage />, PATH);
        const { user, dialog, title } = await openEditOf(target.id);

        await user.clear(title);
        await user.type(title, 'A taken title');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Bad request: title taken')).toBeInTheDocument();
        expect(dialogNow()).toBe(dialog);
        expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('A taken title');
        expect(screen.queryByText('Save success')).not.toBeInTheDocument();
        expect(db.collections.get('template-rows')!.get(target.id)?.title).toBe(target.title);
    });

    it('creates a row from the create dialog', async () => {
        await signIn();
        const before = rowsOfIn().total;
        renderPage(<TemplateTablePage />, PATH);
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 5000 }));
        const dialog = await findDialog();
        await user.type(within(dialog).getByLabelText(/^Title/), 'A brand new article');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Save success')).toBeInTheDocument();
        await waitFor(() => expect(dialogNow()).toBeNull());
        expect(rowsOfIn().total).toBe(before + 1);
        const created = db.collections
            .get('template-rows')!
            .all()
            .find(row => row.title === 'A brand new article');
        expect(created).toMatchObject({ siteCode: 'in', importance: 1, status: 'draft' });
        expect(await screen.findByText(`1-${Math.min(before + 1, 10)} of ${before + 1}`, {}, { timeout: 5000 })).toBeInTheDocument();
        expect(screen.getByText('A brand new article')).toBeInTheDocument();
    });
});
