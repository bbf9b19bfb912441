import { useTranslate } from 'react-admin';
import type { RecipientCheck, RecipientRow } from './recipients';

const KEY = 'resources.sms-logs.manual';
/** How many invalid or repeated rows are named; more end with "…" (a 10,000-line file may hold many). */
const SHOWN_ROWS = 20;

/** The count of a recipients check (valid, invalid, duplicate) and the rows left out, by line: the page and its confirmation. */
export const RecipientSummary = ({ checked }: { checked: RecipientCheck }) => {
    const translate = useTranslate();
    const rowsOf = (rows: RecipientRow[]) =>
        rows
            .slice(0, SHOWN_ROWS)
            .map(({ row, value }) => translate(`${KEY}.row`, { row, value }))
            .join(', ') + (rows.length > SHOWN_ROWS ? ' …' : '');
    return (
        <>
            <div>{translate(`${KEY}.checked`, { valid: checked.valid.length, invalid: checked.invalid.length, duplicate: checked.duplicate.length })}</div>
            {checked.invalid.length > 0 && <div>{translate(`${KEY}.invalid_rows`, { rows: rowsOf(checked.invalid) })}</div>}
            {checked.duplicate.length > 0 && <div>{translate(`${KEY}.duplicate_rows`, { rows: rowsOf(checked.duplicate) })}</div>}
        </>
    );
};
