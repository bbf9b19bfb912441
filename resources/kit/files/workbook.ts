import type { Workbook, Worksheet } from 'exceljs';
import { neutraliseCell, neutraliseText } from './neutralise';

/**
 * Rows in and out of files: CSV text, XLSX workbooks (exceljs), the import template and the error workbook. Pure
 * TypeScript over exceljs, no DOM: the app (exports, templates) and the mock backend (imports, server exports,
 * error files) use the same functions, so a file the app writes is one the backend reads.
 *
 * exceljs is big: it is loaded with `import('exceljs')` on first use, so it lands in a chunk of its own that no
 * screen downloads before someone exports or imports.
 *
 * Every cell written goes through `neutraliseCell` (formula injection, ./neutralise.ts) here and nowhere else, so no
 * writer can forget it.
 */

export type CellValue = string | number | boolean | Date | null | undefined;

export type ExcelJs = typeof import('exceljs');

let excel: Promise<ExcelJs> | undefined;

/** exceljs is CommonJS: its classes are the default export in the browser build and in Node. */
export const loadExcel = (): Promise<ExcelJs> =>
    (excel ??= import('exceljs').then(module => (module as unknown as { default?: ExcelJs }).default ?? module));

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';
/** Excel reads a CSV as UTF-8 (Chinese labels, ₹) only when it starts with a byte-order mark. */
export const CSV_BOM = '\uFEFF';

// ---------------------------------------------------------------------------------------------------------- CSV

const csvText = (value: CellValue): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof Date) return value.toISOString();
    const text = String(neutraliseCell(value));
    return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * RFC 4180 CSV (CRLF, fields quoted when they hold a comma, quote, line break or edge spaces), without the BOM:
 * `csvBytes` adds it for a file. Written by hand rather than with exceljs, whose CSV writer needs Node streams.
 */
export const toCsv = (rows: readonly (readonly CellValue[])[]): string => rows.map(row => row.map(csvText).join(',')).join('\r\n') + '\r\n';

export const csvBytes = (rows: readonly (readonly CellValue[])[]): Uint8Array => new TextEncoder().encode(CSV_BOM + toCsv(rows));

// --------------------------------------------------------------------------------------------------------- XLSX

export interface SheetSpec {
    /** At most 31 characters; characters Excel refuses are replaced. */
    name: string;
    /** Row 1 first; `undefined` entries leave a row empty. */
    rows: readonly (readonly CellValue[] | undefined)[];
    /** How many rows at the top are headers: bold, frozen. Default 1. */
    headerRows?: number;
    /** Rows (1-based) hidden in Excel, such as the template's field-key row. */
    hiddenRows?: readonly number[];
    /** Comments on cells: 1-based row and column. */
    notes?: readonly { row: number; column: number; text: string }[];
    /** Cells (1-based) filled red: the error workbook's bad cells. */
    marked?: readonly { row: number; column: number }[];
}

const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

const MARK_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;

const fillSheet = (worksheet: Worksheet, spec: SheetSpec) => {
    const headerRows = spec.headerRows ?? 1;
    const widths: number[] = [];
    spec.rows.forEach((values, index) => {
        if (!values) return;
        const row = worksheet.getRow(index + 1);
        values.forEach((value, column) => {
            if (value === undefined || value === null) return;
            row.getCell(column + 1).value = neutraliseCell(value);
            widths[column] = Math.max(widths[column] ?? 0, String(value instanceof Date ? value.toISOString() : value).length);
        });
        if (index < headerRows) row.font = { bold: true };
    });
    widths.forEach((width, column) => (worksheet.getColumn(column + 1).width = Math.min(Math.max(width + 2, 10), 48)));
    spec.hiddenRows?.forEach(row => (worksheet.getRow(row).hidden = true));
    spec.notes?.forEach(({ row, column, text }) => (worksheet.getCell(row, column).note = neutraliseText(text)));
    spec.marked?.forEach(({ row, column }) => (worksheet.getCell(row, column).fill = MARK_FILL));
    if (headerRows > 0) worksheet.views = [{ state: 'frozen', ySplit: headerRows }];
};

/** A workbook of one or more sheets, as the bytes of an .xlsx file. */
export const toXlsx = async (sheets: readonly SheetSpec[]): Promise<Uint8Array> => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    workbook.creator = 'OMS';
    sheets.forEach(spec => fillSheet(workbook.addWorksheet(sheetName(spec.name)), spec));
    return new Uint8Array(await workbook.xlsx.writeBuffer());
};

export type TableFormat = 'csv' | 'xlsx';

export const FILE_TYPES: Record<TableFormat, string> = { csv: CSV_TYPE, xlsx: XLSX_TYPE };

/** A header row and data rows as the bytes of a CSV file or a one-sheet workbook. */
export const tableFile = async (format: TableFormat, sheet: string, rows: readonly (readonly CellValue[])[]): Promise<Uint8Array> =>
    format === 'csv' ? csvBytes(rows) : toXlsx([{ name: sheet, rows }]);

// ------------------------------------------------------------------------------------------------ reading XLSX

export interface ReadRow {
    /** The row's number in the sheet (1-based), as Excel shows it: what the error file names. */
    rowNumber: number;
    /** Column 1 at index 0. Empty cells are undefined. */
    cells: CellValue[];
}

/** The file is not an .xlsx workbook (a CSV renamed, a broken download, an old .xls). */
export class WorkbookReadError extends Error {}

type RawCell = import('exceljs').CellValue;

/** A cell as plain data: rich text as its text, a link as its text, a formula as its cached result. */
const plainCell = (value: RawCell): CellValue => {
    if (value === null || value === undefined) return undefined;
    if (typeof value !== 'object' || value instanceof Date) return value;
    if ('richText' in value) return value.richText.map(part => part.text).join('');
    if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text as RawCell);
    if ('formula' in value || 'sharedFormula' in value) return plainCell((value as { result?: RawCell }).result);
    if ('error' in value) return String(value.error);
    return undefined;
};

const isBlank = (value: CellValue) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The first worksheet's non-empty rows. Throws WorkbookReadError when the bytes are not a workbook. */
export const readXlsx = async (bytes: ArrayBuffer | Uint8Array): Promise<ReadRow[]> => {
    const ExcelJS = await loadExcel();
    const workbook: Workbook = new ExcelJS.Workbook();
    try {
        // exceljs' types ask for a Node Buffer; it reads any ArrayBuffer view.
        await workbook.xlsx.load((bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) as never);
    } catch (error) {
        throw new WorkbookReadError((error as Error).message);
    }
    const worksheet = workbook.worksheets[0];
    if (!worksheet) return [];
    const rows: ReadRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        const values = row.values as RawCell[];
        const cells = values.slice(1).map(plainCell);
        if (cells.some(cell => !isBlank(cell))) rows.push({ rowNumber, cells });
    });
    return rows;
};

// ------------------------------------------------------------------------------------------ template and errors

export interface TemplateColumn {
    /** The field key: written in the hidden row 2, the row the import reads. */
    key: string;
    /** The field's label in the user's language: row 1. */
    label: string;
    /** What the column takes (allowed values, a reference): a comment on the label. */
    note?: string;
}

/**
 * An import template: row 1 the labels (in the language of whoever downloaded it), row 2 the field keys, hidden,
 * so the import does not depend on the language; data from row 3.
 */
export const templateXlsx = (sheet: string, columns: readonly TemplateColumn[]): Promise<Uint8Array> =>
    toXlsx([
        {
            name: sheet,
            rows: [columns.map(column => column.label), columns.map(column => column.key)],
            headerRows: 2,
            hiddenRows: [2],
            notes: columns.flatMap((column, index) => (column.note ? [{ row: 1, column: index + 1, text: column.note }] : [])),
        },
    ]);

/** The first data row of a template (after the label and key rows). */
export const TEMPLATE_DATA_ROW = 3;

export interface CellError {
    /** The row's number in the uploaded sheet. */
    rowNumber: number;
    /** 1-based column in the uploaded sheet; undefined when the field has no column there. */
    column?: number;
    /** The column's name as the error list shows it (the label, or the field key). */
    columnName: string;
    message: string;
}

export interface ErrorWorkbookTexts {
    /** The column added to the uploaded sheet, and the second sheet's name. */
    errorsColumn: string;
    errorsSheet: string;
    row: string;
    column: string;
    message: string;
}

/**
 * The error file of a failed import: the uploaded sheet as it came (header rows and every data row at its own row
 * number), each bad cell marked red with its message as a comment, an added last column with the row's messages;
 * and a second sheet listing row number, column and message, one line per error.
 */
export const errorXlsx = (input: {
    sheet: string;
    headerRows: readonly ReadRow[];
    rows: readonly ReadRow[];
    errors: readonly CellError[];
    texts: ErrorWorkbookTexts;
    /** Rows above the data that are hidden (the template's key row). */
    hiddenRows?: readonly number[];
}): Promise<Uint8Array> => {
    const { headerRows, rows, errors, texts } = input;
    const width = Math.max(0, ...[...headerRows, ...rows].map(row => row.cells.length));
    const grid: (CellValue[] | undefined)[] = [];
    for (const row of [...headerRows, ...rows]) grid[row.rowNumber - 1] = [...row.cells];
    const firstHeader = headerRows[0]?.rowNumber ?? 1;
    (grid[firstHeader - 1] ??= [])[width] = texts.errorsColumn;
    const byRow = new Map<number, CellError[]>();
    errors.forEach(error => byRow.set(error.rowNumber, [...(byRow.get(error.rowNumber) ?? []), error]));
    byRow.forEach((rowErrors, rowNumber) => {
        (grid[rowNumber - 1] ??= [])[width] = rowErrors.map(error => `${error.columnName}: ${error.message}`).join('; ');
    });
    const located = errors.filter(error => error.column !== undefined);
    return toXlsx([
        {
            name: input.sheet,
            rows: Array.from(grid, row => row),
            headerRows: headerRows.length ? Math.max(...headerRows.map(row => row.rowNumber)) : 1,
            hiddenRows: input.hiddenRows,
            marked: located.map(error => ({ row: error.rowNumber, column: error.column! })),
            notes: located.map(error => ({ row: error.rowNumber, column: error.column!, text: error.message })),
        },
        {
            name: texts.errorsSheet,
            rows: [[texts.row, texts.column, texts.message], ...errors.map(error => [error.rowNumber, error.columnName, error.message])],
        },
    ]);
};
