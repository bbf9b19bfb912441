import type { FieldErrors } from '../kit/types';

/**
 * One slot shows one thing at a time (issue 23): an ad position, a page of the announcement bar, the tag beside a pay
 * method. Among the site's online records, two that share a slot may not have overlapping time windows; the write
 * that would make them overlap (a save, or putting a record online) is refused at its start time, naming the other
 * record and its window. Offline records hold no slot. The mock runs it (`serverRules`) on every write.
 */
const timeOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN);

/** Windows [start, end] overlap when each starts before the other ends (touching ends do not overlap). */
export const windowsOverlap = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
    const [aStart, aEnd, bStart, bEnd] = [timeOf(a.startTime), timeOf(a.endTime), timeOf(b.startTime), timeOf(b.endTime)];
    if (![aStart, aEnd, bStart, bEnd].every(Number.isFinite)) return false;
    return aStart < bEnd && bStart < aEnd;
};

/** A time as the refusal writes it: UTC, to the minute. */
const shown = (value: unknown) => new Date(timeOf(value)).toISOString().slice(0, 16).replace('T', ' ');

export const OVERLAP_MESSAGE = 'resources.app-ops-common.validation.overlap';

/**
 * The overlap rule of a collection: `slotsOf` gives the slots a record takes (one position, or several pages), `name`
 * how the refusal names the other record.
 */
export const slotWindowRule =
    (collection: string, slotsOf: (record: Record<string, unknown>) => readonly string[], name: (record: Record<string, unknown>) => string) =>
    (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
        if (record.status !== 'online') return {};
        const slots = slotsOf(record);
        const other = rowsOf(collection).find(
            row =>
                String(row.id) !== String(record.id) &&
                row.status === 'online' &&
                slotsOf(row).some(slot => slots.includes(slot)) &&
                windowsOverlap(record, row),
        );
        if (!other) return {};
        return {
            startTime: {
                message: OVERLAP_MESSAGE,
                args: { name: name(other), start: shown(other.startTime), end: shown(other.endTime) },
            },
        };
    };

/** Is the record shown now: online, and now within its window. */
export const isLiveNow = (record: Record<string, unknown>, now = Date.now()): boolean =>
    record.status === 'online' && timeOf(record.startTime) <= now && now <= timeOf(record.endTime);
