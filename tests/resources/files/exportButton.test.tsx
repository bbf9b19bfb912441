import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase, memoryStore } from 'react-admin';
import { db } from '../../../mock-server/db/store';
import { KitList } from '../../../resources/kit/KitList';
import { ExportButton, visibleColumns } from '../../../resources/kit/files/ExportButton';
import { downloadServerFile } from '../../../resources/kit/files/download';
import { CSV_BOM, readXlsx } from '../../../resources/kit/files/workbook';
import type { AsyncTask } from '../../../resources/kit/files/tasks';
import type { FieldDescription } from '../../../resources/kit/types';
import { call } from '../../mock-server/client';
import { getToken } from '../../../base/session/token';
import { signIn } from '../../support/mockBackend';
import { renderKit } from '../../support/renderKit';
import { bytesOf, catchSavedFiles, loadKit, rowsOn } from '../../support/files';

afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
});

/** RFC 4180 CSV back into rows (the test's own reader, so the writer is checked against the format, not itself). */
const parseCsv = (text: string): string[][] => {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let index = 0; index < text.length; index += 1) {
        const char = text[index];
        if (quoted) {
            if (char === '"' && text[index + 1] === '"') {
                field += '"';
                index += 1;
            } else if (char === '"') quoted = false;
            else field += char;
        } else if (char === '"') quoted = true;
        else if (char === ',') {
            row.push(field);
            field = '';
        } else if (char === '\r' && text[index + 1] === '\n') {
            row.push(field);
            rows.push(row);
            row = [];
            field = '';
            index += 1;
        } else field += char;
    }
    return rows;
};

const INJECTION = '=HYPERLINK("http://evil.example","Click")';

/** What the SPU list shows for site in: on-shelf rows by SPU ID, category by name, status by label. */
const expectedRows = () => {
    const categories = new Map(rowsOn('categories', 'in').map(row => [row.id, String(row.name)]));
    return rowsOn('spu', 'in')
        .filter(row => row.status === 'on_shelf')
        .sort((a, b) => String(a.spuId).localeCompare(String(b.spuId), 'en', { numeric: true }))
        .map(row => [String(row.spuName), String(row.spuId), categories.get(row.categoryId as number), String(row.series ?? ''), 'On shelf']);
};

describe('visibleColumns', () => {
    const fields = ['a', 'b', 'c', 'd'].map(source => ({ source, type: 'text', column: 'default' }) as FieldDescription);
    it('keeps the DataTable order, drops hidden columns, and follows a reordering (ranks) past leading view columns', () => {
        expect(visibleColumns(fields, ['c'], undefined).map(field => field.source)).toEqual(['a', 'b', 'd']);
        expect(visibleColumns(fields, [], [1, 0]).map(field => field.source)).toEqual(['b', 'a', 'c', 'd']);
        // One view column before the described ones: children 1..4 are a..d.
        expect(visibleColumns(fields, ['a'], [0, 3, 1, 2], 1).map(field => field.source)).toEqual(['c', 'b', 'd']);
    });
});

describe('ExportButton', () => {
    it('writes the filtered list in the columns the user sees as CSV and as XLSX, cells neutralised', async () => {
        await signIn('admin');
        const kit = await loadKit('spu');
        const first = rowsOn('spu', 'in').find(row => row.status === 'on_shelf')!;
        db.collections.get('spu')!.update(first.id, { spuName: INJECTION });
        const expected = expectedRows();
        expect(expected.length).toBeGreaterThan(1);
        const saved = catchSavedFiles();
        // The user has shown Series, hidden Launch date, and put SPU name before SPU ID.
        const store = memoryStore({
            'spu.datatable': ['launchDate', 'modelCode', 'marketingName', 'hsnCode', 'updateTime'],
            'spu.datatable_columnRanks': [1, 0],
        });
        renderKit(kit, <KitList />, { store, search: `?filter=${encodeURIComponent(JSON.stringify({ status: 'on_shelf' }))}` });
        await screen.findByText(`1-${Math.min(25, expected.length)} of ${expected.length}`, {}, { timeout: 10_000 });
        const user = userEvent.setup({ delay: null });

        await user.click(screen.getByRole('button', { name: 'Export' }));
        await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
        await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
        expect(saved[0].name).toMatch(/^spu-\d{8}-\d{6}\.csv$/);
        expect(saved[0].blob.type).toContain('text/csv');
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(saved[0].blob));
        expect(text.startsWith(CSV_BOM)).toBe(true);
        const csv = parseCsv(text.slice(1));
        expect(csv[0]).toEqual(['SPU name', 'SPU ID', 'Category', 'Series', 'Status']);
        const neutralised = expected.map(row => row.map(cell => (cell === INJECTION ? `'${INJECTION}` : cell)));
        expect(csv.slice(1)).toEqual(neutralised);
        expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);

        // The click guard holds the button for 2000 ms after an export (spec section 5): the user waits for it.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled(), { timeout: 5_000 });
        await user.click(screen.getByRole('button', { name: 'Export' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
        await waitFor(() => expect(saved).toHaveLength(2), { timeout: 10_000 });
        expect(saved[1].name).toMatch(/\.xlsx$/);
        const rows = await readXlsx(await bytesOf(saved[1].blob));
        expect(rows.map(row => row.cells.map(cell => (cell === undefined ? '' : String(cell))))).toEqual(csv);
    });

    it('turns an export above the limit into a server task, says so with a way to the centre, and the task ends downloadable', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const start = Date.UTC(2026, 10, 23, 9, 0, 0);
        vi.setSystemTime(start);
        await signIn('admin');
        const kit = await loadKit('spu');
        const saved = catchSavedFiles();
        const exports = () =>
            db.collections
                .get('async-tasks')!
                .all()
                .filter(row => row.collection === 'spu' && row.taskType === 'download') as unknown as AsyncTask[];
        renderKit(
            kit,
            <ListBase resource="spu" sort={{ field: 'spuId', order: 'ASC' }}>
                <ExportButton limit={10} />
            </ListBase>,
        );
        const user = userEvent.setup({ delay: null });
        const button = screen.getByRole('button', { name: 'Export' });
        await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
        await user.click(button);
        await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));

        const notice = await screen.findByText(/The list has 40 rows, more than 10: the export runs as a task/, {}, { timeout: 5000 });
        expect(saved).toHaveLength(0);
        expect(exports()).toHaveLength(1);
        const [task] = exports();
        expect(task).toMatchObject({ status: 'pending', progress: 0, creatorNumber: 'admin', siteCode: 'in' });

        vi.setSystemTime(start + 10_000);
        const done = (await call<AsyncTask>(`/async-tasks/${task.id}`, { token: getToken(), site: 'in' })).body;
        expect(done).toMatchObject({ status: 'success', progress: 100 });
        await downloadServerFile(done.resultUrl!, 'fallback.xlsx');
        expect(saved[0].name).toBe(task.fileName);
        const rows = await readXlsx(await bytesOf(saved[0].blob));
        expect(rows[0].cells).toEqual(['SPU ID', 'SPU name', 'Category', 'Launch date', 'Status']);
        expect(rows.slice(1).map(row => row.cells[0])).toEqual(
            rowsOn('spu', 'in')
                .map(row => row.spuId)
                .sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true })),
        );

        await user.click(within(notice.closest('.MuiAlert-root') as HTMLElement).getByRole('link', { name: 'Task centre' }));
        expect(await screen.findByRole('heading', { name: 'Task centre stand-in' })).toBeInTheDocument();
    });
});
