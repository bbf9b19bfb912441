import type { CellValue, ReadRow } from '../kit/files/workbook';
import { specRowProblem, type SpecList, type SpecRow } from './specRows';

/**
 * The spec import (spec section 5: "an SPU must be selected and a file uploaded first"): the dialog's check before
 * it sends, and the server's on the call (POST /spec-comparisons/import), one function. Then the file: a sheet of
 * the template's columns, one spec a row, each row checked like a spec typed into the form.
 */
export const specImportProblem = (input: { spuId?: unknown; file?: unknown }): string | undefined => {
    if (input.spuId === undefined || input.spuId === null || String(input.spuId).trim() === '') return 'resources.spec-comparisons.import.spu_required';
    if (!input.file) return 'resources.spec-comparisons.import.file_required';
    return undefined;
};

/** The template's columns (row 2, hidden, carries these keys; row 1 the labels in the user's language). */
export const SPEC_IMPORT_COLUMNS = ['list', 'category', 'name', 'value', 'ranking', 'icon', 'displayStatus'] as const;

/** Which list a row goes to: `key` or `detailed` (the template's note says so). */
const LIST_OF: Readonly<Record<string, SpecList>> = { key: 'keySpecs', detailed: 'detailedSpecs' };

export interface SpecImportError {
    rowNumber: number;
    key: string;
    args?: Record<string, unknown>;
}

export type SpecImportResult = { specs: Record<SpecList, SpecRow[]> } | { errors: SpecImportError[] };

const text = (cell: CellValue): string | undefined => (cell === undefined || cell === null ? undefined : String(cell).trim());

/**
 * A filled template's rows as the two spec lists, or every bad row's problem (named by its row number in the sheet):
 * the file is taken whole or not at all. The key row (the template's hidden row 2) says which column is which.
 */
export const readSpecSheet = (rows: readonly ReadRow[]): SpecImportResult => {
    // The template's key row: every cell one of its column keys (the last such row, should the labels be keys too).
    const keys = new Set<string>(SPEC_IMPORT_COLUMNS);
    const keyRow = rows.filter(row => row.cells.some(cell => text(cell) === 'list') && row.cells.every(cell => !text(cell) || keys.has(text(cell)!))).at(-1);
    if (!keyRow) return { errors: [{ rowNumber: 1, key: 'resources.spec-comparisons.import.not_template' }] };
    const columnOf = new Map(keyRow.cells.map((cell, index) => [text(cell), index]));
    const data = rows.filter(row => row.rowNumber > keyRow.rowNumber);
    if (data.length === 0) return { errors: [{ rowNumber: keyRow.rowNumber + 1, key: 'resources.spec-comparisons.import.empty' }] };
    const specs: Record<SpecList, SpecRow[]> = { keySpecs: [], detailedSpecs: [] };
    const errors: SpecImportError[] = [];
    // Where each ranking of a list was first used (its row in the sheet): a ranking orders the list, once each.
    const rankedAt: Record<SpecList, Map<number, number>> = { keySpecs: new Map(), detailedSpecs: new Map() };
    for (const row of data) {
        const cell = (key: string) => {
            const index = columnOf.get(key);
            return index === undefined ? undefined : text(row.cells[index]);
        };
        const list = LIST_OF[String(cell('list') ?? '').toLowerCase()];
        if (!list) {
            errors.push({ rowNumber: row.rowNumber, key: 'resources.spec-comparisons.import.bad_list', args: { row: row.rowNumber } });
            continue;
        }
        const spec: SpecRow = {
            category: cell('category'),
            name: cell('name'),
            value: cell('value'),
            ranking: cell('ranking') === undefined ? undefined : Number(cell('ranking')),
            icon: cell('icon') ?? '',
            displayStatus: (cell('displayStatus') ?? 'display').toLowerCase(),
        };
        const problem = specRowProblem(spec);
        if (problem) {
            errors.push({ rowNumber: row.rowNumber, key: `resources.spec-comparisons.validation.${problem.key}`, args: { ...problem.args, row: row.rowNumber } });
            continue;
        }
        const other = rankedAt[list].get(Number(spec.ranking));
        if (other !== undefined) {
            errors.push({ rowNumber: row.rowNumber, key: 'resources.spec-comparisons.validation.ranking_twice', args: { row: row.rowNumber, ranking: spec.ranking, other } });
            continue;
        }
        rankedAt[list].set(Number(spec.ranking), row.rowNumber);
        specs[list].push(spec);
    }
    return errors.length ? { errors } : { specs };
};
