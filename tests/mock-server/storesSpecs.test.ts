/**
 * The mock backend refuses what the store address, support tab and spec comparison validators refuse, with the
 * same texts (the form's: tests/resources/storesSpecs.test.ts), whether a request skips the form, comes from an
 * import or from the spec import call; a failed file writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { templateXlsx, TEMPLATE_DATA_ROW } from '../../resources/kit/files/workbook';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import { SPEC_IMPORT_COLUMNS } from '../../resources/spec-comparisons/specImport';
import { fillTemplate, loadKit, NodeFormData, openWorkbook, rowsOn, templateOf, xlsxFile, importWorkbook } from '../support/files';
import { kitClient } from '../support/kitRest';
import { call, signIn, urlOf, type Envelope } from './client';

const PICTURE = 'https://cdn.example.com/support/1.png';
const SITE = { siteCode: 'in', regionCode: 'IN' };

const newStore = (n: number) => ({
    name: `Test store ${n}`,
    storeType: 'authorised',
    state: 'Karnataka',
    city: 'Bengaluru',
    address: `${n} Brigade Road`,
    pincode: '560025',
    longitude: 77.607,
    latitude: 12.9716,
    businessHours: '10:00-21:00',
    breakTime: '13:00-14:00',
    contact: '+91 80 4000 0000',
    image: PICTURE,
    status: 'display',
});

describe('store addresses through the REST contract', () => {
    it.each([
        [{ name: '' }, 'name', 'Required'],
        [{ contact: '  ' }, 'contact', 'Required'],
        [{ image: null }, 'image', 'Required'],
        [{ longitude: 200 }, 'longitude', 'Longitude must be between -180 and 180'],
        [{ longitude: -180.5 }, 'longitude', 'Longitude must be between -180 and 180'],
        [{ latitude: '-95' }, 'latitude', 'Latitude must be between -90 and 90'],
        [{ latitude: '12.9N' }, 'latitude', 'Must be a number'],
        [{ status: 'hidden' }, 'status', 'Must be one of: display, shield'],
    ])('refuses %o: 400, %s, %s', async (change, field, text) => {
        const client = await kitClient();
        const before = (await client.all('store-addresses')).length;
        const refused = await client.create('store-addresses', { ...newStore(1), ...change });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
        expect((await client.all('store-addresses')).length).toBe(before);
    });

    it('refuses a store with every field empty, naming each one', async () => {
        const client = await kitClient();
        const refused = await client.create('store-addresses', {});
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(
            ['address', 'breakTime', 'businessHours', 'city', 'contact', 'image', 'latitude', 'longitude', 'name', 'pincode', 'state', 'status', 'storeType'],
        );
    });

    it('keeps a store west and south of Greenwich, under its site as its country site; display and shield it', async () => {
        const client = await kitClient();
        const created = await client.create('store-addresses', { ...newStore(2), longitude: '-0.1276', latitude: -33.8688, countrySite: 'uk' });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ longitude: -0.1276, latitude: -33.8688, countrySite: 'in', siteCode: 'in' });
        const shielded = await client.update('store-addresses', created.body.id, { status: 'shield' });
        expect(shielded.body.status).toBe('shield');
        const shown = await client.all('store-addresses', { status: 'shield', name: 'Test store 2' });
        expect(shown.map(row => row.id)).toEqual([created.body.id]);
    });

    it('seeds stores inside their market, in display or shield', async () => {
        const client = await kitClient();
        const rows = await client.all('store-addresses');
        expect(rows.length).toBeGreaterThanOrEqual(30);
        for (const row of rows.filter(each => String(each.name).startsWith('Test store') === false)) {
            expect(row.longitude as number).toBeGreaterThanOrEqual(73);
            expect(row.longitude as number).toBeLessThanOrEqual(88);
            expect(row.latitude as number).toBeGreaterThanOrEqual(9);
            expect(row.latitude as number).toBeLessThanOrEqual(30);
            expect(['display', 'shield']).toContain(row.status);
            expect(row.countrySite).toBe('in');
        }
    });
});

describe('store address bulk upload (the kit import)', () => {
    let now = 0;
    beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        now = Date.UTC(2026, 10, 23, 9, 0, 0);
        vi.setSystemTime(now);
    });
    afterEach(() => vi.useRealTimers());

    const upload = (token: string, bytes: Uint8Array) => importWorkbook(token, 'store-addresses', bytes, { fileName: 'stores.xlsx' });
    const finished = async (token: string, id: AsyncTask['id']) => {
        now += 10_000;
        vi.setSystemTime(now);
        await call(`/async-tasks/${id}`, { token, site: 'in' });
        now += 10_000;
        vi.setSystemTime(now);
        return (await call<AsyncTask>(`/async-tasks/${id}`, { token, site: 'in' })).body;
    };

    it('imports nothing of a file with bad rows, and its error file names each bad row', async () => {
        const token = await signIn('admin');
        const before = rowsOn('store-addresses', 'in').length;
        const records = [newStore(11), { ...newStore(12), longitude: 181 }, newStore(13), { ...newStore(14), contact: '' }, { ...newStore(15), latitude: 'north' }];
        const started = await upload(token, await fillTemplate(await templateOf(await loadKit('store-addresses')), records));
        expect(started.code).toBe(200);
        const done = await finished(token, started.data.id);
        expect(done).toMatchObject({ status: 'failed', reason: '3 rows have errors: see the error file.' });
        expect(rowsOn('store-addresses', 'in').length).toBe(before);
        const file = await fetch(urlOf(done.errorUrl!), { headers: { 'x-auth-token': token, ...SITE } });
        const [sheet, errorsSheet] = (await openWorkbook(await file.arrayBuffer())).worksheets;
        // The uploaded sheet comes back with an Errors column on each bad row, the good rows untouched.
        const keys = (sheet.getRow(2).values as unknown[]).map(String);
        const errorsColumn = (sheet.getRow(1).values as unknown[]).indexOf('Errors');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 1).getCell(errorsColumn).value).toBe('Longitude *: Longitude must be between -180 and 180');
        expect(sheet.getRow(TEMPLATE_DATA_ROW).getCell(errorsColumn).value ?? null).toBeNull();
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 1).getCell(keys.indexOf('longitude')).value).toBe(181);
        const lines = errorsSheet.getRows(2, errorsSheet.rowCount - 1)!.map(row => (row.values as unknown[]).slice(1));
        expect(lines).toEqual([
            [TEMPLATE_DATA_ROW + 1, 'Longitude *', 'Longitude must be between -180 and 180'],
            [TEMPLATE_DATA_ROW + 3, 'Contact *', 'Required'],
            [TEMPLATE_DATA_ROW + 4, 'Latitude *', 'Must be a number'],
        ]);
    });

    it('imports a whole good file', async () => {
        const token = await signIn('admin');
        const before = rowsOn('store-addresses', 'in').length;
        const started = await upload(token, await fillTemplate(await templateOf(await loadKit('store-addresses')), [newStore(21), { ...newStore(22), longitude: -3.7038, latitude: -40.4168 }]));
        expect(await finished(token, started.data.id)).toMatchObject({ status: 'success' });
        expect(rowsOn('store-addresses', 'in').length).toBe(before + 2);
        expect(rowsOn('store-addresses', 'in').find(row => row.name === 'Test store 22')).toMatchObject({ longitude: -3.7038, latitude: -40.4168, countrySite: 'in' });
    });
});

describe('support tab modules through the REST contract', () => {
    const MODULE = { title: 'Self-service', layout: 'two_per_row', sort: 3, status: 'online' };
    const pictures = (count: number) => Array.from({ length: count }, (_, index) => `${PICTURE}?${index}`);

    it.each([1, 3, 5])('refuses %i pictures with the rule’s text', async count => {
        const client = await kitClient();
        const refused = await client.create('support-app-modules', { ...MODULE, pictures: pictures(count) });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(`The number of pictures must be a multiple of 2 (now ${count})`);
        expect(Object.keys(refused.body.errors ?? {})).toEqual(['pictures']);
    });

    it('keeps 2 or 4 pictures, and refuses an edit that leaves an odd count', async () => {
        const client = await kitClient();
        const created = await client.create('support-app-modules', { ...MODULE, pictures: pictures(4) });
        expect(created.status).toBe(201);
        const refused = await client.update('support-app-modules', created.body.id, { pictures: pictures(3) });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe('The number of pictures must be a multiple of 2 (now 3)');
        expect((await client.get('support-app-modules', created.body.id)).body.pictures).toHaveLength(4);
    });

    it('seeds modules whose pictures fill their rows (4 or 2 a row)', async () => {
        const client = await kitClient();
        for (const row of await client.all('support-app-modules')) {
            expect((row.pictures as string[]).length % (row.layout === 'four_per_row' ? 4 : 2)).toBe(0);
        }
    });
});

describe('spec comparisons: REST writes and the spec import', () => {
    const SPEC = { category: 'Camera', name: 'Rear camera', value: '50 MP', ranking: 1, icon: '', displayStatus: 'display' };

    it('refuses a bad spec row in either list with the rule’s text, and keeps the counts from the lists', async () => {
        const client = await kitClient();
        const [existing] = await client.all('spec-comparisons');
        const refused = await client.update('spec-comparisons', existing.id, { keySpecs: [SPEC, { ...SPEC, name: 'Zoom', ranking: 1 }] });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe('Row 2: ranking 1 is already used by row 1');
        const refusedDetailed = await client.update('spec-comparisons', existing.id, { detailedSpecs: [{ ...SPEC, ranking: 1000 }] });
        expect(refusedDetailed.body.msg).toBe('Row 1: the ranking must be a whole number from 1 to 999');
        const saved = await client.update('spec-comparisons', existing.id, { keySpecs: [SPEC], detailedSpecs: [], keySpecCount: 99 });
        expect(saved.body).toMatchObject({ keySpecCount: 1, detailedSpecCount: 0 });
    });

    it('refuses a second comparison of the same SPU', async () => {
        const client = await kitClient();
        const [existing] = await client.all('spec-comparisons');
        const refused = await client.create('spec-comparisons', { spuId: existing.spuId, keySpecs: [SPEC] });
        expect(refused.body.msg).toBe('This value is already used by another record');
    });

    const template = async () =>
        fillTemplate(await templateXlsx('Specs', SPEC_IMPORT_COLUMNS.map(key => ({ key, label: key }))), []);
    const sheetOf = async (rows: Record<string, unknown>[]) => fillTemplate(await template(), rows);
    const importSpecs = async (token: string, parts: { spuId?: string; bytes?: Uint8Array }) => {
        const form = new NodeFormData();
        if (parts.spuId !== undefined) form.append('spuId', parts.spuId);
        if (parts.bytes) form.append('file', xlsxFile(parts.bytes, 'specs.xlsx'));
        form.append('locale', 'en');
        const response = await fetch(urlOf('/spec-comparisons/import'), { method: 'POST', body: form, headers: { 'x-auth-token': token, ...SITE } });
        return (await response.json()) as Envelope<{ errors?: { row: number; message: string }[] } & Record<string, unknown>>;
    };
    /** An SPU of the site without a comparison yet. */
    const freeSpu = () => {
        const taken = new Set(rowsOn('spec-comparisons', 'in').map(row => String(row.spuId)));
        return rowsOn('spu', 'in').find(row => !taken.has(String(row.id)))!;
    };

    it('refuses an import without an SPU, then without a file, and an SPU of another site', async () => {
        const token = await signIn('admin');
        const bytes = await sheetOf([{ list: 'key', ...SPEC }]);
        expect(await importSpecs(token, { bytes })).toMatchObject({ code: 400, msg: 'Please select an SPU first' });
        expect(await importSpecs(token, { spuId: String(freeSpu().id) })).toMatchObject({ code: 400, msg: 'Please upload a file first' });
        const elsewhere = rowsOn('spu', 'fr')[0];
        expect(await importSpecs(token, { spuId: String(elsewhere.id), bytes })).toMatchObject({ code: 400, msg: 'The selected SPU does not exist on this site' });
        expect(await importSpecs(token, { spuId: String(freeSpu().id), bytes: new TextEncoder().encode('list,category\nkey,Camera\n') })).toMatchObject({
            code: 400,
            msg: 'The file is not an Excel workbook (.xlsx): download the template and fill it in.',
        });
    });

    it('imports nothing of a file with bad rows and names each one; a good file replaces the SPU’s specs whole', async () => {
        const token = await signIn('admin');
        const spu = freeSpu();
        const before = rowsOn('spec-comparisons', 'in').length;
        const refused = await importSpecs(token, {
            spuId: String(spu.id),
            bytes: await sheetOf([
                { list: 'key', ...SPEC },
                { list: 'key', ...SPEC, name: 'Zoom', ranking: 0 },
                { list: 'both', ...SPEC, ranking: 3 },
                { list: 'detailed', ...SPEC, category: '' },
            ]),
        });
        expect(refused.code).toBe(400);
        expect(refused.msg).toBe(`Row ${TEMPLATE_DATA_ROW + 1}: the ranking must be a whole number from 1 to 999`);
        expect(refused.data.errors).toEqual([
            { row: TEMPLATE_DATA_ROW + 1, message: `Row ${TEMPLATE_DATA_ROW + 1}: the ranking must be a whole number from 1 to 999` },
            { row: TEMPLATE_DATA_ROW + 2, message: `Row ${TEMPLATE_DATA_ROW + 2}: the list must be key or detailed` },
            { row: TEMPLATE_DATA_ROW + 3, message: `Row ${TEMPLATE_DATA_ROW + 3}: the category is required` },
        ]);
        expect(rowsOn('spec-comparisons', 'in').length).toBe(before);

        const accepted = await importSpecs(token, {
            spuId: String(spu.id),
            bytes: await sheetOf([
                { list: 'key', ...SPEC },
                { list: 'detailed', ...SPEC, category: 'Memory', name: 'RAM', value: '8 GB' },
                { list: 'detailed', ...SPEC, category: 'Body', name: 'Weight', value: '199 g', ranking: 2, displayStatus: 'hide' },
            ]),
        });
        expect(accepted.code).toBe(200);
        expect(accepted.data).toMatchObject({ spuId: spu.id, keySpecCount: 1, detailedSpecCount: 2 });
        const stored = rowsOn('spec-comparisons', 'in').filter(row => row.spuId === spu.id);
        expect(stored).toHaveLength(1);
        expect((stored[0].detailedSpecs as { name: string }[]).map(spec => spec.name)).toEqual(['RAM', 'Weight']);
    });

    it('answers 401 without a token and 403 to an account without the factory screens', async () => {
        const unsigned = await fetch(urlOf('/spec-comparisons/import'), { method: 'POST', body: new NodeFormData(), headers: SITE });
        expect(((await unsigned.json()) as Envelope).code).toBe(401);
        const token = await signIn('csm');
        const refused = await fetch(urlOf('/spec-comparisons/import'), { method: 'POST', body: new NodeFormData(), headers: { 'x-auth-token': token, ...SITE } });
        expect(((await refused.json()) as Envelope).code).toBe(403);
    });
});
