import type { FieldErrors } from '../kit/types';

const DAY_MS = 86_400_000;

/**
 * A load's rules, the one validator of its dialog and of the mock: a period runs forward, spans at most a month (a
 * load is checked by a person against the gateway's statements of the same days), and ends by today (today's
 * payments are still coming in); and a channel's days are loaded once (a second load of a day would count its
 * payments twice in the match).
 */
const T = 'resources.internal-imports.validation';
export const MAX_PERIOD_DAYS = 31;

const dayOf = (value: unknown): number | undefined => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
    const ms = Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(ms) ? undefined : ms;
};

export const internalImportRules = (record: Record<string, unknown>, now = Date.now()): FieldErrors => {
    const errors: FieldErrors = {};
    const from = dayOf(record.periodFrom);
    const to = dayOf(record.periodTo);
    if (from === undefined || to === undefined) return errors;
    if (to < from) errors.periodTo = `${T}.period_order`;
    else if ((to - from) / DAY_MS + 1 > MAX_PERIOD_DAYS) errors.periodTo = { message: `${T}.period_too_long`, args: { max: MAX_PERIOD_DAYS } };
    else if (to > Math.floor(now / DAY_MS) * DAY_MS) errors.periodTo = `${T}.period_ahead`;
    return errors;
};

/** A load of the same channel whose days meet the record's, among the site's loads. */
export const overlappingLoad = (record: Record<string, unknown>, loads: readonly Record<string, unknown>[]) =>
    loads.find(
        load =>
            String(load.id) !== String(record.id) &&
            load.payChannel === record.payChannel &&
            String(load.periodFrom) <= String(record.periodTo) &&
            String(record.periodFrom) <= String(load.periodTo),
    );

/** Rules over the site's other loads (the mock runs them on every write): a channel's day is loaded once. */
export const internalImportServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const overlap = overlappingLoad(record, rowsOf('internal-imports'));
    return overlap
        ? { periodFrom: { message: `${T}.overlap`, args: { batchNo: String(overlap.batchNo), from: String(overlap.periodFrom), to: String(overlap.periodTo) } } }
        : {};
};
