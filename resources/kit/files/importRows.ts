import type { FieldDescription, ResourceDescription } from '../types';
import { restoreNeutralised } from './neutralise';
import type { CellValue, ReadRow } from './workbook';

/**
 * How an uploaded sheet becomes records: which columns hold which fields, and each cell as the field's value. Pure;
 * the mock backend runs it on every import, before the kit's validator (resources/kit/validate.ts).
 *
 * Columns are found by the template's hidden key row (row 2: field keys, whatever the language of the labels in
 * row 1). A sheet without it is read by its header labels, in English or Chinese, so a file someone typed by hand
 * with the labels the screen shows works too. A header row that names something else is not this import's: the
 * file is refused whole rather than read by half its columns. An empty key cell is no column (the error file's
 * 'Errors' column, when the fixed error file is uploaded again).
 */

/** The fields an import fills: the form's (not read-only, not server-kept). */
export const importableFields = (description: ResourceDescription): FieldDescription[] =>
    description.fields.filter(field => !field.readOnly && !field.formHidden);

/** Most rows one file may hold. */
export const IMPORT_ROW_LIMIT = 5000;

export interface ImportLayout {
    /** The rows above the data (labels, keys). */
    headerRows: ReadRow[];
    dataRows: ReadRow[];
    /** 1-based column → field. */
    columns: Map<number, FieldDescription>;
}

const textOf = (cell: CellValue): string => (cell === undefined || cell === null ? '' : String(cell).trim());

/** The columns of a header row that name a field; `every` is false when some named column names none. */
const match = (row: ReadRow | undefined, fields: readonly FieldDescription[], names: (field: FieldDescription) => readonly string[]) => {
    const columns = new Map<number, FieldDescription>();
    let every = true;
    row?.cells.forEach((cell, index) => {
        const text = textOf(cell).replace(/\s*\*$/, '').toLowerCase();
        if (!text) return;
        const field = fields.find(candidate => names(candidate).some(name => name.toLowerCase() === text));
        if (field && ![...columns.values()].includes(field)) columns.set(index + 1, field);
        else every = false;
    });
    return { columns, every };
};

/**
 * Where the header ends and which column is which field. `labelsOf` gives a field's labels (in each language);
 * undefined when neither the first two rows carry field keys nor the first row carries labels: not a template.
 */
export const importLayout = (
    rows: readonly ReadRow[],
    fields: readonly FieldDescription[],
    labelsOf: (field: FieldDescription) => readonly string[],
): ImportLayout | undefined => {
    // A key row holds nothing but field keys (a data row that happens to contain one is not a header).
    for (const index of [1, 0]) {
        const { columns, every } = match(rows[index], fields, field => [field.source]);
        if (columns.size > 0 && every) return { headerRows: rows.slice(0, index + 1), dataRows: rows.slice(index + 1), columns };
    }
    const { columns, every } = match(rows[0], fields, labelsOf);
    return columns.size > 0 && every ? { headerRows: rows.slice(0, 1), dataRows: rows.slice(1), columns } : undefined;
};

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A cell as the value of its field: text trimmed (an export's injection quote taken off again), dates as ISO text,
 * an enum's label (`valueOfLabel`) as its value, a list field split on commas. Numbers and yes/no text are left
 * to the kit's `normaliseRecord`, which the write path runs anyway.
 */
export const importValue = (field: FieldDescription, cell: CellValue, valueOfLabel?: (field: FieldDescription, label: string) => string | undefined): unknown => {
    if (cell === undefined || cell === null) return undefined;
    const one = (item: CellValue): unknown => {
        if (item instanceof Date) return field.type === 'datetime' ? item.toISOString() : dateOnly(item);
        if (typeof item === 'number' || typeof item === 'boolean') {
            return ['text', 'enum', 'richtext', 'image', 'file'].includes(field.type) ? String(item) : item;
        }
        const text = restoreNeutralised(String(item).trim());
        if (text === '') return undefined;
        if (field.type === 'enum') return valueOfLabel?.(field, text) ?? text;
        if (field.type === 'json') {
            try {
                return JSON.parse(text);
            } catch {
                return text;
            }
        }
        return text;
    };
    if (field.many && typeof cell === 'string') {
        const items = cell
            .split(/[,，]/)
            .map(item => one(item))
            .filter(item => item !== undefined);
        return items.length ? items : undefined;
    }
    return one(cell);
};
