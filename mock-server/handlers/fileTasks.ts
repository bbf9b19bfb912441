import { HttpResponse } from 'msw';
import { http } from '../handle';
import { completeEnMessages as enMessages } from '../../resources/completeTexts.en';
import type { FieldDescription, FieldError, ResourceDescription, ResourceRecord } from '../../resources/kit/types';
import { representRecord } from '../../resources/kit/representation';
import { resourceEntry } from '../../resources/kit/registry';
import { EXPORT_FORMATS, exportFileName, exportRows, type ExportColumn, type ExportFormat } from '../../resources/kit/files/exportRows';
import { IMPORT_ROW_LIMIT, importableFields, importLayout, importValue, type ImportLayout } from '../../resources/kit/files/importRows';
import {
    errorXlsx,
    FILE_TYPES,
    readXlsx,
    tableFile,
    toXlsx,
    WorkbookReadError,
    XLSX_TYPE,
    type CellError,
    type ReadRow,
} from '../../resources/kit/files/workbook';
import { collectionCodes, collectionDefinition, db } from '../db/store';
import { kitCollection, type KitCollection } from '../db/kit';
import { checkKitWrite } from '../db/kit/checkWrite';
import { inScope, MAX_SEARCH_LENGTH, overlongSearch } from '../db/collection';
import { KIT_ERRORS, serverKeptValues } from '../../resources/kit/validate';
import type { Row } from '../db/collection';
import {
    advanceFileTasks,
    ASYNC_TASKS,
    startFileTask,
    taskClock,
    taskDurationMs,
    taskFile,
    type StoredFile,
    type TaskOutcome,
    type TaskRow,
} from '../db/fileTasks';
import { fail, MSG, ok } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { readUploadForm } from '../multipart';
import { dataTypeOf, siteOf } from '../session';
import type { AdminUserRow } from '../db/adminUsers';
import { choiceKey } from '../../resources/kit/choices';

// ------------------------------------------------------------------------------------------------------ texts

export type Locale = 'en' | 'zh';
export type Translate = (key: string, args?: Record<string, unknown>) => string;

const lookup = (messages: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

/** The app's catalogue as the backend would word its answers: '%{name}' arguments and 'one |||| many' plurals. */
const translatorOf =
    (messages: object): Translate =>
    (key, args = {}) => {
        const template = lookup(messages, key);
        if (typeof template !== 'string') return typeof args._ === 'string' ? args._ : key;
        const forms = template.split('||||').map(form => form.trim());
        const text = forms.length > 1 && args.smart_count !== 1 ? forms[1] : forms[0];
        return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(args[name] ?? ''));
    };

/** Chinese loads only when someone works in Chinese. */
export const translators = async (): Promise<Record<Locale, Translate>> => ({
    en: translatorOf(enMessages),
    zh: translatorOf((await import('../../resources/completeTexts.zh')).completeZhMessages),
});

export const localeOf = (value: unknown): Locale => (value === 'zh' ? 'zh' : 'en');

const errorText = (t: Translate, error: FieldError) =>
    typeof error === 'string' ? t(error, { _: error }) : t(error.message, { ...error.args, _: error.message });

const fieldLabel = (t: Translate, collection: string, field: FieldDescription) =>
    t(`resources.${collection}.fields.${field.source}`, { _: field.source });

const collectionName = (t: Translate, collection: string) => t(`resources.${collection}.name`, { smart_count: 2, _: collection });

const FILES_KEY = 'resources.kit.files';

// ------------------------------------------------------------------------------------------------------ access

interface Caller {
    user: AdminUserRow;
    siteCode: string;
    kit: KitCollection;
    /** What a row of the collection must carry to be this caller's (site, data type). */
    scope: Record<string, unknown>;
}

/**
 * The collection's own access (the codes of its screens, as its REST calls), a chosen site, and the action offered
 * by its description; a refusal answers in the envelope.
 */
const callerOf = (request: Request, collection: string, action: 'import' | 'export'): Caller | Response => {
    const user = authorize(request, collectionCodes(collection));
    if (isRefusal(user)) return user;
    const kit = kitCollection(collection);
    if (!kit?.module.description.actions?.[action]) return fail(404, MSG.notFound(`The ${action} of ${collection}`));
    const siteCode = siteOf(request, user);
    if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
    const definition = collectionDefinition(collection);
    const scope: Record<string, unknown> = {};
    if (definition?.siteScoped) scope.siteCode = siteCode;
    if (definition?.dataTypeScoped) scope.dataType = dataTypeOf(user);
    return { user, siteCode, kit, scope };
};

// ------------------------------------------------------------------------------------------------------ import

/** A referenced collection's rows this import may point at: by id as text → the stored id. */
const referenceIds = (reference: string, siteCode: string): Map<string, Row['id']> | undefined => {
    const table = db.collections.get(reference);
    if (!table) return undefined;
    const siteScoped = collectionDefinition(reference)?.siteScoped;
    return new Map(table.all().filter(row => !siteScoped || row.siteCode === siteCode).map(row => [String(row.id), row.id]));
};

interface Judged {
    records: Record<string, unknown>[];
    errors: CellError[];
}

/**
 * Every row through the write path's own check (normalise, the resource's validator, unique fields against the
 * stored rows), plus what only a file can get wrong: a unique value twice in the file, a reference to no record.
 */
const judgeRows = (caller: Caller, layout: ImportLayout, t: Translate, valueOfLabel: (field: FieldDescription, label: string) => string | undefined): Judged => {
    const { kit, scope, siteCode } = caller;
    const collection = kit.entry.collection;
    const { description } = kit.module;
    const columnOf = new Map([...layout.columns].map(([column, field]) => [field.source, column]));
    const headerLabels = layout.headerRows[0]?.cells ?? [];
    const columnName = (source: string) => {
        const column = columnOf.get(source);
        const header = column !== undefined ? headerLabels[column - 1] : undefined;
        const field = description.fields.find(candidate => candidate.source === source);
        return header !== undefined && header !== null && String(header).trim() && layout.headerRows.length > 1
            ? String(header).trim()
            : field
              ? fieldLabel(t, collection, field)
              : source;
    };
    const references = new Map<string, Map<string, Row['id']> | undefined>();
    const seen = new Map<string, Map<string, number>>();
    const records: Record<string, unknown>[] = [];
    const errors: CellError[] = [];
    const rowErrorsList: Record<string, string>[] = [];
    for (const row of layout.dataRows) {
        const values: Record<string, unknown> = {};
        layout.columns.forEach((field, column) => {
            const value = importValue(field, row.cells[column - 1], valueOfLabel);
            if (value !== undefined) values[field.source] = value;
        });
        const rowErrors: Record<string, string> = {};
        const outcome = checkKitWrite(collection, { ...values, ...scope }, scope);
        if (outcome && 'errors' in outcome) {
            // A reference to no record is said below, with the referenced collection's name.
            Object.entries(outcome.errors)
                .filter(([, error]) => error !== KIT_ERRORS.reference)
                .forEach(([source, error]) => (rowErrors[source] = errorText(t, error)));
        }
        const record: Record<string, unknown> = outcome && 'record' in outcome ? { ...outcome.record } : { ...values, ...scope };
        for (const field of description.fields) {
            const value = record[field.source];
            if (rowErrors[field.source] || value === undefined || value === null || value === '') continue;
            if (field.type === 'ref' && field.reference) {
                if (!references.has(field.reference)) references.set(field.reference, referenceIds(field.reference, siteCode));
                const known = references.get(field.reference);
                if (!known) continue;
                const ids = (Array.isArray(value) ? value : [value]).map(item => known.get(String(item)));
                if (ids.some(id => id === undefined)) {
                    rowErrors[field.source] = t(`${FILES_KEY}.validation.reference`, { name: collectionName(t, field.reference) });
                } else {
                    record[field.source] = Array.isArray(value) ? ids : ids[0];
                }
            }
            if (field.unique) {
                const values = seen.get(field.source) ?? new Map<string, number>();
                seen.set(field.source, values);
                const first = values.get(String(value));
                if (first !== undefined) rowErrors[field.source] = t(`${FILES_KEY}.validation.duplicate`, { row: first });
                else values.set(String(value), row.rowNumber);
            }
        }
        rowErrorsList.push(rowErrors);
        records.push(record);
    }
    // The rows against each other (the resource's fileRules), where a row's own check left the field without an error.
    const rowNumbers = layout.dataRows.map(row => row.rowNumber);
    const rowsInSite = (name: string) => (db.collections.get(name)?.all() ?? []).filter(row => !collectionDefinition(name)?.siteScoped || row.siteCode === siteCode);
    kit.module.fileRules?.(records, rowNumbers, rowsInSite).forEach((fileErrors, index) => {
        for (const [source, error] of Object.entries(fileErrors)) rowErrorsList[index][source] ??= errorText(t, error);
    });
    rowErrorsList.forEach((rowErrors, index) =>
        Object.entries(rowErrors).forEach(([source, message]) =>
            errors.push({ rowNumber: rowNumbers[index], column: columnOf.get(source), columnName: columnName(source), message }),
        ),
    );
    return { records, errors };
};

const failed = (reason: string, file?: StoredFile): TaskOutcome => ({ status: 'failed', reason, file });

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || 'import';

/**
 * The import's work, at the end of its task: all rows written, or none and an error file. The rows are judged
 * against the data as it is then, and written in the same turn, so no other call can slip in between.
 */
const finishImport =
    (caller: Caller, upload: StoredFile, rows: ReadRow[] | undefined, locale: Locale) =>
    async (): Promise<TaskOutcome> => {
        const all = await translators();
        const t = all[locale];
        const { kit } = caller;
        const collection = kit.entry.collection;
        const description: ResourceDescription = kit.module.description;
        if (!rows) return failed(t(`${FILES_KEY}.reason.not_workbook`));
        const fields = importableFields(description);
        const layout = importLayout(rows, fields, field => [fieldLabel(all.en, collection, field), fieldLabel(all.zh, collection, field)]);
        if (!layout) return failed(t(`${FILES_KEY}.reason.not_template`));
        if (layout.dataRows.length === 0) return failed(t(`${FILES_KEY}.reason.empty`));
        if (layout.dataRows.length > IMPORT_ROW_LIMIT) {
            return failed(t(`${FILES_KEY}.reason.too_many`, { count: layout.dataRows.length, max: IMPORT_ROW_LIMIT }));
        }
        const valueOfLabel = (field: FieldDescription, label: string) =>
            field.choices?.find(value =>
                (['en', 'zh'] as const).some(language => all[language](choiceKey(collection, field.source, value), { _: value }) === label),
            );
        const { records, errors } = judgeRows(caller, layout, t, valueOfLabel);
        if (errors.length === 0) {
            const table = db.collections.get(collection)!;
            // Stamped as a REST write is (creation time, creator): the server's, whatever the file says.
            const kept = serverKeptValues(description, { now: new Date().toISOString(), by: caller.user.name });
            const written = records.map(record => table.create({ ...record, ...kept }));
            kit.module.afterImport?.(written, {
                rowsOf: name => (db.collections.get(name)?.all() ?? []).filter(row => !collectionDefinition(name)?.siteScoped || row.siteCode === caller.siteCode),
                update: (name, id, values) => void db.collections.get(name)?.update(id as Row['id'], values),
            });
            return { status: 'success', file: upload };
        }
        const bytes = await errorXlsx({
            sheet: collectionName(t, collection),
            headerRows: layout.headerRows,
            rows: layout.dataRows,
            errors,
            hiddenRows: layout.headerRows.length > 1 ? [layout.headerRows[layout.headerRows.length - 1].rowNumber] : [],
            texts: {
                errorsColumn: t(`${FILES_KEY}.workbook.errors_column`),
                errorsSheet: t(`${FILES_KEY}.workbook.errors_sheet`),
                row: t(`${FILES_KEY}.workbook.row`),
                column: t(`${FILES_KEY}.workbook.column`),
                message: t(`${FILES_KEY}.workbook.message`),
            },
        });
        const badRows = new Set(errors.map(error => error.rowNumber)).size;
        return failed(t(`${FILES_KEY}.reason.rows_invalid`, { smart_count: badRows }), {
            fileName: `${baseName(upload.fileName)}-errors.xlsx`,
            contentType: XLSX_TYPE,
            bytes,
        });
    };

// ------------------------------------------------------------------------------------------------------ export

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const columnsOf = (value: unknown, description: ResourceDescription): ExportColumn[] | undefined => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const columns = value.filter(
        (column): column is ExportColumn =>
            isRecord(column) &&
            typeof column.source === 'string' &&
            typeof column.label === 'string' &&
            (column.values === undefined || isRecord(column.values)) &&
            description.fields.some(field => field.source === column.source),
    );
    return columns.length === value.length ? columns : undefined;
};

const sortOf = (value: unknown): [string, 'ASC' | 'DESC'] | undefined => {
    const [field, order] = Array.isArray(value) ? value : isRecord(value) ? [value.field, value.order] : [];
    return typeof field === 'string' && (order === 'ASC' || order === 'DESC') ? [field, order] : undefined;
};

/** A referenced record's name, as the list's reference column shows it. */
const referenceLabels = (siteCode: string) => {
    const cache = new Map<string, Map<string, string>>();
    return (reference: string, id: unknown): string | undefined => {
        if (!cache.has(reference)) {
            const entry = resourceEntry(reference);
            const table = db.collections.get(reference);
            const siteScoped = collectionDefinition(reference)?.siteScoped;
            const rows = (table?.all() ?? []).filter(row => !siteScoped || row.siteCode === siteCode);
            cache.set(reference, new Map(rows.map(row => [String(row.id), entry ? representRecord(entry, row) : String(row.id)])));
        }
        return cache.get(reference)!.get(String(id));
    };
};

// ------------------------------------------------------------------------------------------------------ download

const attachment = (fileName: string) => {
    const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** Seeded tasks kept no file: the mock serves a stand-in of the right kind. */
const standInFile = async (task: TaskRow): Promise<StoredFile | undefined> => {
    if (task.status === 'success' && task.resultUrl) {
        const bytes = await toXlsx([{ name: 'Export', rows: [['Task ID', 'File name', 'Create time'], [task.taskId, task.fileName, task.createTime]] }]);
        return { fileName: task.fileName, contentType: XLSX_TYPE, bytes };
    }
    if (task.status === 'failed' && task.errorUrl) {
        const bytes = await errorXlsx({
            sheet: 'Import',
            headerRows: [{ rowNumber: 1, cells: ['Code', 'Name'] }],
            rows: [{ rowNumber: 2, cells: [undefined, 'Sample row'] }],
            errors: [{ rowNumber: 2, column: 1, columnName: 'Code', message: 'Required' }],
            texts: { errorsColumn: 'Errors', errorsSheet: 'Errors', row: 'Row', column: 'Column', message: 'Message' },
        });
        return { fileName: `${baseName(task.fileName)}-errors.xlsx`, contentType: XLSX_TYPE, bytes };
    }
    return undefined;
};

// ------------------------------------------------------------------------------------------------------ handlers

/**
 * Imports, large exports and their files, as async tasks (rows of `async-tasks`, the task centre's collection):
 *
 * - `POST {api}/files/import/{collection}` (multipart `file`, optional `locale` en|zh): starts an upload task. At its
 *   end every row is checked with the collection's own write check (the kit validator, unique fields) plus
 *   references and repeats within the file, and either all rows are written or none, with an error workbook.
 * - `POST {api}/files/export/{collection}` (JSON `{filter, sort, columns: [{source, label, values?}], format}`):
 *   starts a download task whose file, at its end, holds the filtered rows in the given columns.
 * - `GET {api}/files/download/{taskId}`: the file a finished task left (its result, or its error file), as an
 *   attachment.
 *
 * Import and export need the collection's own access codes (those of its REST writes) and the action in its
 * description; a download, the codes of the task's collection. Tasks belong to the request's site. Answers and
 * refusals use the `{code, msg, data}` envelope; the start calls answer the task row.
 *
 * The first handler moves every running task on before any API call is answered (it answers nothing itself).
 *
 * A succeeded import's "result" is the file it imported. (This file is not `files.ts`, which holds the static-file
 * store's upload calls.)
 */
export const fileTaskHandlers = (api: string) => [
    http.all(`${api}/*`, async () => {
        await advanceFileTasks();
    }),

    http.post(`${api}/files/import/:collection`, async ({ request, params }) => {
        const caller = callerOf(request, String(params.collection), 'import');
        if (caller instanceof Response) return caller;
        const received = await readUploadForm(request);
        if (received instanceof Response) return received;
        const { form, file } = received;
        const upload: StoredFile = {
            fileName: file.name || `${caller.kit.entry.collection}-import.xlsx`,
            contentType: file.type || XLSX_TYPE,
            bytes: new Uint8Array(await file.arrayBuffer()),
        };
        let rows: ReadRow[] | undefined;
        try {
            rows = await readXlsx(upload.bytes);
        } catch (error) {
            if (!(error instanceof WorkbookReadError)) throw error;
        }
        const task = startFileTask(
            { fileName: upload.fileName, taskType: 'upload', creatorNumber: caller.user.account, siteCode: caller.siteCode, collection: caller.kit.entry.collection },
            taskDurationMs(rows?.length ?? 0),
            finishImport(caller, upload, rows, localeOf(form.get('locale'))),
        );
        return ok(task);
    }),

    http.post(`${api}/files/export/:collection`, async ({ request, params }) => {
        const caller = callerOf(request, String(params.collection), 'export');
        if (caller instanceof Response) return caller;
        let body: unknown;
        try {
            body = await request.json();
        } catch {
            body = undefined;
        }
        if (!isRecord(body)) return fail(400, MSG.badRequest('the body must be a JSON object'));
        const { kit, scope, siteCode } = caller;
        const { description } = kit.module;
        const format = body.format as ExportFormat;
        if (!EXPORT_FORMATS.includes(format)) return fail(400, MSG.badRequest(`format must be one of ${EXPORT_FORMATS.join(', ')}`));
        const columns = columnsOf(body.columns, description);
        if (!columns) return fail(400, MSG.badRequest('columns must list fields of the collection, each with a source and a label'));
        if (body.filter !== undefined && !isRecord(body.filter)) return fail(400, MSG.badRequest('filter must be an object'));
        const filter = { ...((body.filter as Record<string, unknown> | undefined) ?? {}), ...scope };
        const overlong = overlongSearch(filter);
        if (overlong) return fail(400, MSG.searchTooLong(overlong, MAX_SEARCH_LENGTH));
        const sort = sortOf(body.sort);
        const collection = kit.entry.collection;
        const table = db.collections.get(collection)!;
        const fileName = exportFileName(collection, format, new Date(taskClock.now()));
        const task = startFileTask(
            { fileName, taskType: 'download', creatorNumber: caller.user.account, siteCode, collection },
            taskDurationMs(table.list({ filter }).total),
            async () => {
                const rows = table.list({ filter, sort }).rows as ResourceRecord[];
                const bytes = await tableFile(format, collection, exportRows(columns, description.fields, rows, referenceLabels(siteCode)));
                return { status: 'success', file: { fileName, contentType: FILE_TYPES[format], bytes } };
            },
        );
        return ok(task);
    }),

    http.get(`${api}/files/download/:taskId`, async ({ request, params }) => {
        const user = authorize(request, []);
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        const task = db.collections
            .get(ASYNC_TASKS)!
            .all()
            .find(row => row.taskId === params.taskId && inScope(row, { siteCode })) as TaskRow | undefined;
        if (!task) return fail(404, MSG.notFound('Task'));
        if (task.collection) {
            const allowed = authorize(request, collectionCodes(task.collection));
            if (isRefusal(allowed)) return allowed;
        }
        if (task.status !== 'success' && task.status !== 'failed') return fail(400, MSG.badRequest('the task has not finished'));
        const file = taskFile(task.taskId) ?? (await standInFile(task));
        if (!file) return fail(404, MSG.notFound('The file of this task'));
        return new HttpResponse(file.bytes, {
            headers: {
                'Content-Type': file.contentType,
                'Content-Length': String(file.bytes.byteLength),
                'Content-Disposition': attachment(file.fileName),
                'Access-Control-Expose-Headers': 'Content-Disposition',
                'Cache-Control': 'no-store',
            },
        });
    }),
];
