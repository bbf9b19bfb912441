/** The mock's import, export and download calls, as the backend contract (plain fetch, no app code). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mock-server/db/store';
import { PENDING_SHARE, plannedTaskCount } from '../../mock-server/db/fileTasks';
import { readXlsx, TEMPLATE_DATA_ROW } from '../../resources/kit/files/workbook';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import { fillTemplate, loadKit, newSpu, NodeFormData, openWorkbook, rowsOn, templateOf, xlsxFile, importWorkbook, taskRow } from '../support/files';
import { envelopeCall, signIn, urlOf } from './client';

const SITE_HEADERS = { siteCode: 'in', regionCode: 'IN' };

const upload = (token: string, bytes: Uint8Array, name = 'spu-import.xlsx', collection = 'spu', locale = 'en') =>
    importWorkbook(token, collection, bytes, { fileName: name, locale });


const download = (token: string, path: string, site = 'in') =>
    fetch(urlOf(path), { headers: { 'x-auth-token': token, siteCode: site, regionCode: site.toUpperCase() } });

/** Moves the clock (Date only: fetch and MSW keep their real timers). */
let now = 0;
const later = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
};

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('POST /files/import/{collection}', () => {
    it('imports nothing of a file with 2 bad rows, and names each bad row and column in the error workbook', async () => {
        const token = await signIn('admin');
        const kit = await loadKit('spu');
        const before = db.collections.get('spu')!.count();
        const records = [
            newSpu(1),
            { ...newSpu(2), spuName: '' },
            newSpu(3),
            { ...newSpu(4), warrantyMonths: 99, categoryId: 999_999 },
            newSpu(5),
        ];
        const started = await upload(token, await fillTemplate(await templateOf(kit), records));
        expect(started.code).toBe(200);
        expect(started.data).toMatchObject({ taskType: 'upload', status: 'pending', progress: 0, fileName: 'spu-import.xlsx', siteCode: 'in' });

        // Queued, then processing with a percentage, then failed: wall time moves it, read by read.
        expect((await taskRow(token, started.data.id)).status).toBe('pending');
        later(1500);
        const running = await taskRow(token, started.data.id);
        expect(running.status).toBe('processing');
        expect(running.progress).toBeGreaterThan(0);
        expect(running.progress).toBeLessThan(100);
        expect(db.collections.get('spu')!.count()).toBe(before);
        later(3000);
        const done = await taskRow(token, started.data.id);
        expect(done).toMatchObject({ status: 'failed', progress: 100, resultUrl: null, reason: '2 rows have errors: see the error file.' });
        expect(done.finishTime).toBe(new Date(Date.parse(done.createTime) + 2000 + 7 * 2).toISOString());

        // Nothing of the file was written, not even its good rows.
        expect(db.collections.get('spu')!.count()).toBe(before);
        expect(rowsOn('spu', 'in').some(row => String(row.spuId).startsWith('SPU-IMPORT-'))).toBe(false);

        const file = await download(token, done.errorUrl!);
        expect(file.headers.get('Content-Type')).toContain('spreadsheetml');
        expect(file.headers.get('Content-Disposition')).toContain("filename*=UTF-8''spu-import-errors.xlsx");
        const workbook = await openWorkbook(new Uint8Array(await file.arrayBuffer()));
        const [sheet, list] = workbook.worksheets;
        // The uploaded rows, where they were, with an Errors column naming column and message.
        const errorsColumn = (sheet.getRow(1).values as unknown[]).indexOf('Errors');
        expect(errorsColumn).toBeGreaterThan(0);
        expect(sheet.getRow(2).hidden).toBe(true);
        const badName = TEMPLATE_DATA_ROW + 1;
        const badWarranty = TEMPLATE_DATA_ROW + 3;
        expect(sheet.getRow(badName).getCell(errorsColumn).value).toBe('SPU name *: Required');
        expect(String(sheet.getRow(badWarranty).getCell(errorsColumn).value)).toContain('Warranty (months): Must be 60 or less');
        expect(String(sheet.getRow(badWarranty).getCell(errorsColumn).value)).toContain('Category *: No record of Categories has this ID');
        expect(sheet.getRow(TEMPLATE_DATA_ROW).getCell(errorsColumn).value).toBeNull();
        // The bad cell itself carries its message.
        const keys = (sheet.getRow(2).values as unknown[]).map(String);
        const warrantyCell = sheet.getRow(badWarranty).getCell(keys.indexOf('warrantyMonths'));
        expect(warrantyCell.value).toBe(99);
        expect(JSON.stringify(warrantyCell.note)).toContain('Must be 60 or less');
        // The list sheet: row number, column, message.
        const listed = (await readXlsxSheet(list)).slice(1);
        expect(listed).toEqual(
            expect.arrayContaining([
                [badName, 'SPU name *', 'Required'],
                [badWarranty, 'Warranty (months)', 'Must be 60 or less'],
                [badWarranty, 'Category *', 'No record of Categories has this ID'],
            ]),
        );
        expect(listed).toHaveLength(3);
    });

    it('imports every row of a good file at the end of its task, references and numbers as stored', async () => {
        const token = await signIn('admin');
        const kit = await loadKit('spu');
        const before = rowsOn('spu', 'in').length;
        const records = [newSpu(1), { ...newSpu(2), status: 'Off shelf', warrantyMonths: '24' }, newSpu(3)];
        const started = await upload(token, await fillTemplate(await templateOf(kit), records));
        expect(rowsOn('spu', 'in')).toHaveLength(before);
        later(5000);
        const done = await taskRow(token, started.data.id);
        expect(done).toMatchObject({ status: 'success', progress: 100, errorUrl: null, reason: null });
        const imported = rowsOn('spu', 'in').filter(row => String(row.spuId).startsWith('SPU-IMPORT-'));
        expect(imported.map(row => row.spuId)).toEqual(['SPU-IMPORT-1', 'SPU-IMPORT-2', 'SPU-IMPORT-3']);
        expect(imported[1]).toMatchObject({ status: 'off_shelf', warrantyMonths: 24, categoryId: newSpu(2).categoryId, siteCode: 'in' });
        expect(rowsOn('spu', 'in')).toHaveLength(before + 3);
        // The result is the imported file.
        const file = await download(token, done.resultUrl!);
        expect((await readXlsx(new Uint8Array(await file.arrayBuffer()))).length).toBe(2 + records.length);
    });

    it('refuses a repeat within the file and a value already stored (unique fields), with the rows named', async () => {
        const token = await signIn('admin');
        const kit = await loadKit('spu');
        const taken = String(rowsOn('spu', 'in')[0].spuId);
        const records = [newSpu(1), newSpu(1), { ...newSpu(3), spuId: taken }];
        const started = await upload(token, await fillTemplate(await templateOf(kit), records), 'dupes.xlsx', 'spu', 'zh');
        later(5000);
        const done = await taskRow(token, started.data.id);
        expect(done.status).toBe('failed');
        expect(done.reason).toBe('2 行有错误：请查看错误文件。');
        const workbook = await openWorkbook(new Uint8Array(await (await download(token, done.errorUrl!)).arrayBuffer()));
        expect(workbook.worksheets[1].name).toBe('错误列表');
        const listed = (await readXlsxSheet(workbook.worksheets[1])).slice(1);
        expect(listed).toEqual([
            [TEMPLATE_DATA_ROW + 1, 'SPU ID *', `文件第 ${TEMPLATE_DATA_ROW} 行有相同的值`],
            [TEMPLATE_DATA_ROW + 2, 'SPU ID *', '该值已被其他记录使用'],
        ]);
    });

    it('fails a file that is not a workbook, or not the template, with the reason and no error file', async () => {
        const token = await signIn('admin');
        const notWorkbook = await upload(token, new TextEncoder().encode('spuId,spuName\nA,B\n'), 'spu.csv');
        const wrongHeaders = await upload(token, await fillTemplate(await templateOf(await loadKit('categories')), [{ name: 'x' }]), 'categories.xlsx');
        later(5000);
        expect(await taskRow(token, notWorkbook.data.id)).toMatchObject({ status: 'failed', errorUrl: null, reason: expect.stringContaining('not an Excel workbook') });
        expect(await taskRow(token, wrongHeaders.data.id)).toMatchObject({ status: 'failed', errorUrl: null, reason: expect.stringContaining('header rows') });
    });

    it('answers in the envelope: no token 401, no factory code 403, no import offered 404, no file 400', async () => {
        const bytes = await templateOf(await loadKit('spu'));
        const form = new NodeFormData();
        form.append('file', xlsxFile(bytes, 'x.xlsx'));
        const anonymous = await fetch(urlOf('/files/import/spu'), { method: 'POST', body: form, headers: SITE_HEADERS });
        expect(await anonymous.json()).toMatchObject({ code: 401 });
        expect((await upload(await signIn('finance'), bytes)).code).toBe(403);
        const admin = await signIn('admin');
        expect((await upload(admin, bytes, 'c.xlsx', 'categories')).code).toBe(404);
        const empty = await envelopeCall('/files/import/spu', { token: admin, site: 'in', method: 'POST', form: { locale: 'en' } });
        expect(empty.code).toBe(400);
        expect(plannedTaskCount()).toBe(0);
    });
});

describe('POST /files/export/{collection} and GET /files/download/{taskId}', () => {
    const columns = [
        { source: 'spuId', label: 'SPU ID' },
        { source: 'categoryId', label: 'Category' },
        { source: 'status', label: 'Status', values: { on_shelf: 'On shelf', off_shelf: 'Off shelf' } },
    ];

    it('runs a download task whose file holds the filtered rows in the given columns, once it is done', async () => {
        const token = await signIn('admin');
        const filter = { status: 'on_shelf' };
        const started = await envelopeCall<AsyncTask>('/files/export/spu', {
            token,
            site: 'in',
            json: { filter, sort: { field: 'spuId', order: 'DESC' }, columns, format: 'xlsx' },
        });
        expect(started.code).toBe(200);
        expect(started.data).toMatchObject({ taskType: 'download', status: 'pending', collection: 'spu' });
        expect(started.data.fileName).toMatch(/^spu-\d{8}-\d{6}\.xlsx$/);

        const early = await envelopeCall(`/files/download/${started.data.taskId}`, { token, site: 'in' });
        expect(early).toMatchObject({ code: 400, msg: expect.stringContaining('not finished') });
        later(2000 * PENDING_SHARE + 10);
        expect((await taskRow(token, started.data.id)).status).toBe('processing');
        later(4000);
        const done = await taskRow(token, started.data.id);
        expect(done).toMatchObject({ status: 'success', progress: 100, resultUrl: `/files/download/${started.data.taskId}` });

        const response = await download(token, done.resultUrl!);
        expect(response.headers.get('Content-Disposition')).toContain(done.fileName);
        const rows = await readXlsx(new Uint8Array(await response.arrayBuffer()));
        const expected = rowsOn('spu', 'in')
            .filter(row => row.status === 'on_shelf')
            .sort((a, b) => String(b.spuId).localeCompare(String(a.spuId), 'en', { numeric: true }));
        const categories = new Map(rowsOn('categories', 'in').map(row => [row.id, row.name]));
        expect(rows[0].cells).toEqual(['SPU ID', 'Category', 'Status']);
        expect(rows.slice(1).map(row => row.cells)).toEqual(expected.map(row => [row.spuId, categories.get(row.categoryId as number), 'On shelf']));
    });

    it("serves a task's file to its own site only, and a stand-in for the seed's finished tasks", async () => {
        const token = await signIn('admin');
        const seeded = db.collections
            .get('async-tasks')!
            .all()
            .find(row => row.siteCode === 'in' && row.status === 'success') as unknown as AsyncTask;
        expect((await download(token, seeded.resultUrl!)).headers.get('Content-Type')).toContain('spreadsheetml');
        expect(await (await download(token, seeded.resultUrl!, 'cn')).json()).toMatchObject({ code: 404 });
    });

    it('refuses columns that are not fields, an unknown format, and accounts without the code', async () => {
        const admin = await signIn('admin');
        const bad = (json: unknown) => envelopeCall('/files/export/spu', { token: admin, site: 'in', json });
        expect((await bad({ columns: [{ source: 'password', label: 'x' }], format: 'xlsx' })).code).toBe(400);
        expect((await bad({ columns, format: 'pdf' })).code).toBe(400);
        const finance = await envelopeCall('/files/export/spu', { token: await signIn('finance'), site: 'in', json: { columns, format: 'csv' } });
        expect(finance.code).toBe(403);
    });
});

/** A worksheet's rows as plain values (row 1 first). */
async function readXlsxSheet(sheet: import('exceljs').Worksheet): Promise<unknown[][]> {
    const rows: unknown[][] = [];
    sheet.eachRow(row => rows.push((row.values as unknown[]).slice(1)));
    return rows;
}
