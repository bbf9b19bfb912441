import type { FieldDescription, ResourceRecord } from '../types';
import type { CellValue, TableFormat } from './workbook';

/**
 * What an export writes: the columns the user sees, in their order, with the values as the list shows them (enum
 * labels in the user's language, a referenced record's name). Pure: the app (exports up to EXPORT_ROW_LIMIT rows)
 * and the mock backend (larger exports, as a task) shape the rows with the same function, so both files read alike.
 */

/** Up to this many rows the browser writes the file itself; above it the export runs as a server task. */
export const EXPORT_ROW_LIMIT = 1000;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const satisfies readonly TableFormat[];
export type ExportFormat = TableFormat;

export interface ExportColumn {
    source: string;
    /** The header, in the user's language. */
    label: string;
    /** Value → text in the user's language: enum choices, and 'true'/'false' of a yes/no field. */
    values?: Record<string, string>;
}

/** The name of a referenced record (its representation), or undefined when it is not known. */
export type ReferenceLabel = (reference: string, id: unknown) => string | undefined;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as plain text: tags dropped (block ends become spaces), the common entities decoded. */
export const plainText = (html: string): string =>
    html
        .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, entity: string) => ENTITIES[entity])
        .replace(/\s+/g, ' ')
        .trim();

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** One cell of an export. */
export const exportCell = (field: FieldDescription | undefined, value: unknown, column: ExportColumn, referenceLabel?: ReferenceLabel): CellValue => {
    if (isEmpty(value)) return null;
    const one = (item: unknown): CellValue => {
        if (column.values && String(item) in column.values) return column.values[String(item)];
        switch (field?.type) {
            case 'number':
            case 'money':
            case 'percent':
                return typeof item === 'number' ? item : Number.isFinite(Number(item)) ? Number(item) : String(item);
            case 'ref':
                return (field.reference && referenceLabel?.(field.reference, item)) ?? String(item);
            case 'richtext':
                return plainText(String(item));
            case 'json':
                return typeof item === 'string' ? item : JSON.stringify(item);
            default:
                return typeof item === 'object' ? JSON.stringify(item) : (item as CellValue);
        }
    };
    if (Array.isArray(value) && field?.type !== 'json') return value.map(item => String(one(item) ?? '')).join(', ');
    return one(value);
};

/** The header row, then one row per record. */
export const exportRows = (
    columns: readonly ExportColumn[],
    fields: readonly FieldDescription[],
    records: readonly ResourceRecord[],
    referenceLabel?: ReferenceLabel,
): CellValue[][] => {
    const fieldOf = new Map(fields.map(field => [field.source, field]));
    return [
        columns.map(column => column.label),
        ...records.map(record => columns.map(column => exportCell(fieldOf.get(column.source), record[column.source], column, referenceLabel))),
    ];
};

/** The ids each referenced collection must name for these rows: reference → ids. */
export const referencedIds = (
    columns: readonly ExportColumn[],
    fields: readonly FieldDescription[],
    records: readonly ResourceRecord[],
): Map<string, unknown[]> => {
    const ids = new Map<string, Set<unknown>>();
    for (const column of columns) {
        const field = fields.find(candidate => candidate.source === column.source);
        if (field?.type !== 'ref' || !field.reference) continue;
        const set = ids.get(field.reference) ?? new Set();
        records.forEach(record => {
            const value = record[field.source];
            (Array.isArray(value) ? value : [value]).filter(item => !isEmpty(item)).forEach(item => set.add(item));
        });
        ids.set(field.reference, set);
    }
    return new Map([...ids].map(([reference, set]) => [reference, [...set]]));
};

const pad = (value: number) => String(value).padStart(2, '0');

/** `spu-20261123-141502.xlsx`: the collection and the local time of the export. */
export const exportFileName = (collection: string, format: ExportFormat, now = new Date()): string =>
    `${collection}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.${format}`;
