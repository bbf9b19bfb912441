/**
 * Formula injection (CSV/spreadsheet injection): a spreadsheet treats a cell whose text starts with `=`, `+`, `-`
 * or `@` as a formula, and a leading tab or carriage return can hide such a start from a reader. Every text cell
 * the app or the mock writes into a CSV or XLSX file goes through `neutraliseCell`, which puts a single quote in
 * front, so the cell reads as text.
 *
 * Typed numbers, booleans and dates are left alone: they are values, not text a spreadsheet parses (a negative
 * amount stays a number). Pure: no DOM, no exceljs; the mock imports it too.
 */
const DANGEROUS_START = /^[=+\-@\t\r]/;

export const isDangerousText = (text: string): boolean => DANGEROUS_START.test(text);

export const neutraliseText = (text: string): string => (isDangerousText(text) ? `'${text}` : text);

export const neutraliseCell = <T>(value: T): T | string => (typeof value === 'string' ? neutraliseText(value) : value);

/**
 * The reverse, for a file coming back in (an import of an exported or error workbook): a quote the export put in
 * front of a dangerous start is taken off again, so a round trip keeps the value. Any other quote stays.
 */
export const restoreNeutralised = (text: string): string =>
    text.startsWith("'") && isDangerousText(text.slice(1)) ? text.slice(1) : text;
