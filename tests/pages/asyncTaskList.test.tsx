import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mock-server/db/store';
import type { Row } from '../../mock-server/db/collection';
import { DAY_MS, SEED_NOW } from '../../mock-server/db/random';
import { getAsyncTaskUpdate, setAsyncTaskUpdate } from '../../src/session/asyncTaskFlag';
import { formatDateTime } from '../../src/ui/format';
import asyncTasksResource from '../../resources/async-tasks';
import AsyncTaskListDefault, { AsyncTaskList } from '../../resources/async-tasks/AsyncTaskList';
import { filterOf, recordRequests, renderPage, signIn } from './renderPage';

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

const waitForRows = async (count: number) => {
    await waitFor(() => expect(bodyRows()).toHaveLength(count), { timeout: 5000 });
    return bodyRows();
};

describe('async-tasks resource', () => {
    it('is a react-admin resource folder with a list, an icon and a record representation', () => {
        expect(asyncTasksResource.list).toBe(AsyncTaskList);
        expect(asyncTasksResource.icon).toBeTruthy();
        expect(asyncTasksResource.recordRepresentation).toBe('fileName');
        expect(AsyncTaskListDefault).toBe(AsyncTaskList);
    });
});

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
                STATUS_TEXT[task.status],
            ]);
        });
        expect(screen.getByText(`1-25 of ${expected.total}`)).toBeInTheDocument();
        // Column headers come from resources.async-tasks.fields.*.
        for (const header of ['Task ID', 'File name', 'Type', 'Creator', 'Create time', 'Status']) {
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
});
