import type { FieldErrors } from '../kit/types';

/**
 * The daily report's one write is its note (at most 500 characters, the description's bound): the day and its
 * figures are the server's, summed from the orders, so a write that changes them, or adds a day, is refused.
 */
const T = 'resources.daily-reports.validation';
export const FIGURES = ['date', 'uv', 'orders', 'paidOrders', 'gmv', 'aov', 'conversionRate'] as const;
export const NOTE_MAX = 500;

export const figuresKept = (record: Record<string, unknown>, stored: readonly Record<string, unknown>[]): FieldErrors => {
    const day = stored.find(row => String(row.id) === String(record.id));
    if (!day) return { date: `${T}.no_such_day` };
    const same = (field: (typeof FIGURES)[number]) =>
        field === 'date' ? String(record.date ?? '').slice(0, 10) === String(day.date ?? '').slice(0, 10) : Number(record[field]) === Number(day[field]);
    const changed = FIGURES.find(field => field in record && !same(field));
    return changed ? { [changed]: `${T}.computed` } : {};
};
