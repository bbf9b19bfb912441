import { File as NodeFile } from 'node:buffer';
import { expect, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { completeEnMessages } from '../../resources/completeTexts.en';
import { ensureResourceMessages } from '../../resources/texts';
import { resourceEntry } from '../../resources/kit/registry';
import type { Kit } from '../../resources/kit/KitContext';
import { templateColumns } from '../../resources/kit/files/template';
import { loadExcel, TEMPLATE_DATA_ROW, templateXlsx } from '../../resources/kit/files/workbook';
import { fileSaver } from '../../resources/kit/files/download';
import { db } from '../../mock-server/db/store';
import { SITES } from '../../mock-server/db/sites';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import { call, urlOf, type Envelope } from '../mock-server/client';

/**
 * Helpers for tests of imports and exports. jsdom's FormData and File are not the ones Node's fetch (which MSW
 * answers) can send, so multipart bodies use Node's own classes; jsdom has no object URLs, so saved files are
 * caught at `fileSaver.save`.
 */

/** Node's FormData class (jsdom replaces the global one with its own). */
export const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;

/** A file the app's upload can send from a test. */
export const xlsxFile = (bytes: Uint8Array, name: string): File =>
    new NodeFile([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) as unknown as File;

/** Use Node's FormData for the app's own multipart calls in this test. */
export const useNodeFormData = () => vi.stubGlobal('FormData', NodeFormData);

/** A registered resource with its description loaded, as the kit's screens get it. */
export const loadKit = async (collection: string): Promise<Kit> => {
    const entry = resourceEntry(collection)!;
    const [module] = await Promise.all([entry.load(), ensureResourceMessages([collection])]);
    return { entry, description: module.description, rules: module.rules };
};

/**
 * English over the whole catalogue, every resource's texts in it. Not an app provider: one made when this module is
 * first imported would stop being the newest (the one a screen's texts are added to) as soon as a later test file
 * of the same worker made its own, and its labels would be bare field names.
 */
export const englishTranslate = polyglotI18nProvider(() => completeEnMessages, 'en', [], { allowMissing: true }).translate;

/** The resource's import template, as the dialog's "Download template" writes it (English labels). */
export const templateOf = (kit: Kit) =>
    templateXlsx('Template', templateColumns(kit.entry.collection, kit.description, (key, options) => englishTranslate(key, options)));

/** A template (its bytes) with these records written below its headers, one per row, by field key. */
export const fillTemplate = async (template: Uint8Array, records: readonly Record<string, unknown>[]): Promise<Uint8Array> => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as never);
    const sheet = workbook.worksheets[0];
    const keys = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
    records.forEach((record, index) => {
        const row = sheet.getRow(TEMPLATE_DATA_ROW + index);
        keys.forEach((key, column) => {
            if (record[key] !== undefined) row.getCell(column + 1).value = record[key] as never;
        });
    });
    return new Uint8Array(await workbook.xlsx.writeBuffer());
};

/** Loads a workbook's bytes with exceljs. */
export const openWorkbook = async (bytes: Uint8Array | ArrayBuffer) => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as never);
    return workbook;
};

/** Everything the app saves from now on (name and bytes). */
export const catchSavedFiles = () => {
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(fileSaver, 'save').mockImplementation((blob, name) => void saved.push({ blob, name }));
    return saved;
};

export const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** Rows of a kit collection in the mock's store, on one site. */
export const rowsOn = (collection: string, siteCode: string) =>
    db.collections
        .get(collection)!
        .all()
        .filter(row => row.siteCode === siteCode);

/** A valid new SPU of site `in` (its category one of the site's), varied by `n`. */
export const newSpu = (n: number) => ({
    spuId: `SPU-IMPORT-${n}`,
    spuName: `Imported phone ${n}`,
    categoryId: rowsOn('categories', 'in')[0].id,
    modelCode: `M${1000 + n}`,
    status: 'on_shelf',
    warrantyMonths: 12,
});

/**
 * Posts a workbook to the kit's import of a collection (`POST /files/import/{collection}`, multipart), as the import
 * button does, on site in unless told: the answer's envelope holds the import's task.
 */
export const importWorkbook = async (
    token: string,
    collection: string,
    bytes: Uint8Array,
    { fileName = `${collection}.xlsx`, locale = 'en', site = 'in' }: { fileName?: string; locale?: string; site?: string } = {},
): Promise<Envelope<AsyncTask>> => {
    const form = new NodeFormData();
    form.append('file', xlsxFile(bytes, fileName));
    form.append('locale', locale);
    const regionCode = SITES.find(entry => entry.siteCode === site)!.regionCode;
    const response = await fetch(urlOf(`/files/import/${collection}`), { method: 'POST', body: form, headers: { 'x-auth-token': token, siteCode: site, regionCode } });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<AsyncTask>;
};

/** An import's task as the task centre reads it (`GET /async-tasks/{id}`), on site in unless told. */
export const taskRow = async (token: string, id: AsyncTask['id'], site = 'in'): Promise<AsyncTask> =>
    (await call<AsyncTask>(`/async-tasks/${id}`, { token, site })).body;
