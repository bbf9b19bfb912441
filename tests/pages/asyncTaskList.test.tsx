import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mock-server/db/store';
import type { Row } from '../../mock-server/db/collection';
import { DAY_MS, SEED_NOW } from '../../mock-server/db/random';
import { getAsyncTaskUpdate, setAsyncTaskUpdate } from '../../base/session/asyncTaskFlag';
import { formatDateTime } from '../../ui/format';
import { AsyncTaskList } from '../../resources/async-tasks/AsyncTaskList';
import { ensureResourceMessages } from '../../resources/texts';
import { api } from '../../providers/httpClient';
import { readXlsx } from '../../resources/kit/files/workbook';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import { bytesOf, catchSavedFiles, fillTemplate, loadKit, newSpu, templateOf, useNodeFormData, xlsxFile } from '../support/files';
import { filterOf, recordRequests, renderPage, signIn } from './renderPage';

// The task centre's texts (its own and the files module's), loaded with the screen (resources/async-tasks/entry.ts).
await ensureResourceMessages(['async-tasks']);

const PATH = '/async-task';
const TYPE_TEXT: Record<string, string> = { upload: 'Upload', download: 'Download' };
const STATUS_TEXT: Record<string, string> = { pending: 'Pending', processing: 'Processing', success: 'Success', failed: 'Failed' };

const tasks = () => db.collections.get('async-tasks')!;

/**
 * The seed gives each site about a dozen tasks; give site `in` (admin's first site) more than one page of them,
 * so paging is the server's.
 */
const addTasksForIn = (count: number) => {
    for (let index = 0; index < count; index += 1) {
        tasks().create({
            taskId: `T9${String(index).padStart(4, '0')}`,
            fileName: `extra-export-${index}.xlsx`,
            taskType: index % 2 ? 'upload' : 'download',
            creatorNumber: 'finance',
            createTime: new Date(SEED_NOW - index * 0.7 * DAY_MS).toISOString(),
            status: ['pending', 'processing', 'success', 'failed'][index % 4],
            siteCode: 'in',
        });
    }
};

/** What the server holds for site `in`, in the list's order. */
const serverRows = (filter: Record<string, unknown> = {}) =>
    tasks().list({ filter: { ...filter, siteCode: 'in' }, sort: ['createTime', 'DESC'], range: [0, 24] });

/** Plain DOM queries (role queries over a 25-row MUI table are slow in jsdom); the loading skeleton's empty rows do not count. */
const bodyRows = (): HTMLTableRowElement[] =>
    [...document.querySelectorAll<HTMLTableRowElement>('table tbody tr')].filter(row => row.textContent?.trim());
const cellsOf = (row: HTMLTableRowElement): HTMLTableCellElement[] => [...row.querySelectorAll('td')];
const headers = () => [...document.querySelectorAll('table thead th')].map(cell => cell.textContent);

/** The result column: a finished task's download, or its reason and error file. */
const resultText = (task: Record<string, unknown>) => {
    if (task.status === 'success') return task.resultUrl ? 'Download' : '';
    if (task.status === 'failed') return `${task.reason ?? ''}${task.errorUrl ? 'Error file' : ''}`;
    return '';
};

const waitForRows = async (count: number) => {
    await waitFor(() => expect(bodyRows()).toHaveLength(count), { timeout: 5000 });
    return bodyRows();
};

describe('AsyncTaskList', () => {
    it('shows the 25 rows of page 1 with the values the server holds', async () => {
        await signIn();
        addTasksForIn(30);
        const expected = serverRows();
        expect(expected.total).toBeGreaterThan(25);
        renderPage(<AsyncTaskList />, PATH);

        const rows = await waitForRows(25);
        rows.forEach((row, index) => {
            const task = expected.rows[index] as Row & Record<string, string>;
            const cells = cellsOf(row);
            expect(cells.map(cell => cell.textContent)).toEqual([
                task.taskId,
                task.fileName,
                TYPE_TEXT[task.taskType],
                task.creatorNumber,
                formatDateTime(task.createTime, 'en'),
                // A running task shows its percentage under its status.
                `${STATUS_TEXT[task.status]}${task.status === 'processing' ? `${task.progress ?? 0}%` : ''}`,
                resultText(task),
            ]);
        });
        expect(screen.getByText(`1-25 of ${expected.total}`)).toBeInTheDocument();
        // Column headers come from resources.async-tasks.fields.*.
        for (const header of ['Task ID', 'File name', 'Type', 'Creator', 'Create time', 'Status', 'Result']) {
            expect(headers()).toContain(header);
        }
    });

    it('filters by status on the server', async () => {
        await signIn();
        addTasksForIn(30);
        const all = serverRows();
        const failed = serverRows({ status: 'failed' });
        expect(failed.total).toBeGreaterThan(0);
        expect(failed.total).toBeLessThan(all.total);
        const calls = recordRequests('/async-tasks');
        renderPage(<AsyncTaskList />, PATH);
        await waitForRows(25);

        const user = userEvent.setup({ delay: null });
        await user.click(screen.getByRole('combobox', { name: 'Status' }));
        await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Failed' }));

        await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(failed.total, 25)), { timeout: 5000 });
        bodyRows().forEach(row => expect(cellsOf(row)[5]).toHaveTextContent('Failed'));
        expect(screen.getByText(`1-${Math.min(failed.total, 25)} of ${failed.total}`)).toBeInTheDocument();
        const asked = calls.filter(call => filterOf(call).status === 'failed');
        expect(asked.length).toBeGreaterThan(0);
        expect(JSON.parse(asked[0].url.searchParams.get('sort') ?? '[]')).toEqual(['createTime', 'DESC']);
        expect(JSON.parse(asked[0].url.searchParams.get('range') ?? '[]')).toEqual([0, 24]);
    });

    it('filters by create time on the server, the "to" day included whole', async () => {
        await signIn();
        const day = (serverRows().rows[3] as Row & { createTime: string }).createTime.slice(0, 10);
        const expected = tasks().list({ filter: { siteCode: 'in', createTime_gte: day, createTime_lte: `${day}T23:59:59.999` } });
        expect(expected.total).toBeGreaterThan(0);
        const calls = recordRequests('/async-tasks');
        renderPage(<AsyncTaskList />, PATH);
        await waitFor(() => expect(bodyRows().length).toBeGreaterThan(expected.total), { timeout: 5000 });

        fireEvent.change(screen.getByLabelText('Created from'), { target: { value: day } });
        fireEvent.change(screen.getByLabelText('Created to'), { target: { value: day } });

        await waitFor(() => expect(bodyRows()).toHaveLength(expected.total), { timeout: 5000 });
        bodyRows().forEach(row =>
            expect(cellsOf(row)[4]).toHaveTextContent(formatDateTime(new Date(`${day}T12:00:00Z`), 'en', { time: false })),
        );
        const last = filterOf(calls[calls.length - 1]);
        expect(last).toMatchObject({ createTime_gte: day, createTime_lte: `${day}T23:59:59.999` });
    });

    it("clears the current site's async-task marker on mount, and only that site's", async () => {
        await signIn();
        setAsyncTaskUpdate('in', true);
        setAsyncTaskUpdate('cn', true);
        renderPage(<AsyncTaskList />, PATH);
        await waitFor(() => expect(getAsyncTaskUpdate('in')).toBe(false));
        expect(getAsyncTaskUpdate('cn')).toBe(true);
    });

    describe('tasks the mock runs', () => {
        afterEach(() => {
            vi.useRealTimers();
            vi.unstubAllGlobals();
        });

        /** Date only: fetch, MSW and react-query keep their real timers. */
        const clockAt = (ms: number) => vi.setSystemTime(ms);

        const columns = [{ source: 'spuId', label: 'SPU ID' }];

        it('shows a running task with its progress, reloads itself until it ends, then offers its file', async () => {
            vi.useFakeTimers({ toFake: ['Date'] });
            const start = Date.UTC(2026, 10, 23, 9, 0, 0);
            clockAt(start);
            await signIn();
            const { data: task } = await api.post<AsyncTask>('/files/export/spu', { columns, format: 'xlsx' }, { bodyType: 'json', notifySuccess: false });
            clockAt(start + 1000);
            const calls = recordRequests('/async-tasks');
            const saved = catchSavedFiles();
            renderPage(<AsyncTaskList refreshMs={100} />, PATH);

            // Newest first: the export heads the list, processing, with its percentage and bar.
            await waitFor(() => expect(cellsOf(bodyRows()[0])[0]).toHaveTextContent(task.taskId), { timeout: 5000 });
            const status = () => cellsOf(bodyRows()[0])[5];
            expect(status()).toHaveTextContent(/^Processing\d+%$/);
            const bar = within(status()).getByRole('progressbar', { name: 'Progress' });
            expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

            // Nobody reloads: wall time ends the task and the list's own refresh shows it.
            clockAt(start + 10_000);
            await waitFor(() => expect(status()).toHaveTextContent('Success'), { timeout: 5000 });
            const settled = calls.length;
            await new Promise(resolve => setTimeout(resolve, 400));
            expect(calls.length, 'no reload once nothing runs').toBe(settled);

            await userEvent.click(within(cellsOf(bodyRows()[0])[6]).getByRole('button', { name: `Download ${task.fileName}` }));
            await waitFor(() => expect(saved).toHaveLength(1));
            expect(saved[0].name).toBe(task.fileName);
            const rows = await readXlsx(await bytesOf(saved[0].blob));
            expect(rows[0].cells).toEqual(['SPU ID']);
            expect(rows).toHaveLength(1 + db.collections.get('spu')!.all().filter(row => row.siteCode === 'in').length);
        });

        it('shows why a task failed and offers its error file', async () => {
            vi.useFakeTimers({ toFake: ['Date'] });
            const start = Date.UTC(2026, 10, 23, 9, 0, 0);
            clockAt(start);
            useNodeFormData();
            await signIn();
            const bad = await fillTemplate(await templateOf(await loadKit('spu')), [{ ...newSpu(1), spuName: '' }]);
            const form = new FormData();
            form.append('file', xlsxFile(bad, 'broken.xlsx'));
            await api.post('/files/import/spu', form, { notifySuccess: false });
            clockAt(start + 10_000);
            const saved = catchSavedFiles();
            renderPage(<AsyncTaskList />, PATH);

            await waitFor(() => expect(cellsOf(bodyRows()[0])[1]).toHaveTextContent('broken.xlsx'), { timeout: 5000 });
            const result = cellsOf(bodyRows()[0])[6];
            expect(cellsOf(bodyRows()[0])[5]).toHaveTextContent('Failed');
            expect(result).toHaveTextContent('1 row has errors: see the error file.');
            await userEvent.click(within(result).getByRole('button', { name: 'Error file of broken.xlsx' }));
            await waitFor(() => expect(saved).toHaveLength(1));
            expect(saved[0].name).toBe('broken-errors.xlsx');
        });
    });
});
