import type { FieldDescription, FieldErrors } from '../kit/types';

/**
 * One spec of a product's comparison sheet (spec section 3: "key spec and detailed spec (category, ranking, icon,
 * display status)"), kept in the comparison's `keySpecs` or `detailedSpecs` (JSON fields): what it is (category and
 * name), its value, where it ranks, its icon and whether it shows. Labels `resources.spec-comparisons.spec.{source}`.
 */
export const SPEC_ROW_FIELDS: readonly FieldDescription[] = [
    { source: 'category', type: 'text', required: true, maxLength: 40 },
    { source: 'name', type: 'text', required: true, maxLength: 60 },
    { source: 'value', type: 'text', required: true, maxLength: 200 },
    { source: 'ranking', type: 'number', required: true, min: 1, max: 999 },
    { source: 'icon', type: 'image' },
    { source: 'displayStatus', type: 'enum', choices: ['display', 'hide'], required: true },
];

export const SPEC_LISTS = ['keySpecs', 'detailedSpecs'] as const;
export type SpecList = (typeof SPEC_LISTS)[number];

export interface SpecRow {
    category?: unknown;
    name?: unknown;
    value?: unknown;
    ranking?: unknown;
    icon?: unknown;
    displayStatus?: unknown;
}

export const RANKING_RANGE = { min: 1, max: 999 } as const;

const DISPLAY_STATUSES = new Set(['display', 'hide']);

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const specRowsOf = (value: unknown): SpecRow[] =>
    Array.isArray(value) ? (value as SpecRow[]).filter(row => row && typeof row === 'object') : [];

/**
 * The first problem of one spec, as a message key with its arguments (undefined when it is fine): category, name
 * and value given, a whole ranking from 1 to 999, display or hide. The form, the record's server check and the
 * spec import all ask this.
 */
export const specRowProblem = (row: SpecRow): { key: string; args?: Record<string, unknown> } | undefined => {
    for (const source of ['category', 'name', 'value'] as const) {
        if (blank(row[source])) return { key: `missing_${source}` };
    }
    const ranking = Number(row.ranking);
    if (blank(row.ranking) || !Number.isInteger(ranking) || ranking < RANKING_RANGE.min || ranking > RANKING_RANGE.max) {
        return { key: 'ranking', args: RANKING_RANGE };
    }
    if (!DISPLAY_STATUSES.has(String(row.displayStatus))) return { key: 'display_status' };
    return undefined;
};

/**
 * A comparison's two spec lists: every spec sound (the error names the list's row, 1-based) and no ranking twice
 * within a list (the ranking is the order the comparison shows them in).
 */
export const specListRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const list of SPEC_LISTS) {
        const rows = specRowsOf(record[list]);
        const seen = new Map<number, number>();
        for (const [index, row] of rows.entries()) {
            const problem = specRowProblem(row);
            if (problem) {
                errors[list] = { message: `resources.spec-comparisons.validation.${problem.key}`, args: { ...problem.args, row: index + 1 } };
                break;
            }
            const ranking = Number(row.ranking);
            if (seen.has(ranking)) {
                errors[list] = { message: 'resources.spec-comparisons.validation.ranking_twice', args: { row: index + 1, ranking, other: seen.get(ranking)! } };
                break;
            }
            seen.set(ranking, index + 1);
        }
    }
    return errors;
};

/** How many specs each list holds (list columns), from the record's lists: the server recomputes them on every write. */
export const specCounts = (record: Record<string, unknown>) => ({
    keySpecCount: specRowsOf(record.keySpecs).length,
    detailedSpecCount: specRowsOf(record.detailedSpecs).length,
});
