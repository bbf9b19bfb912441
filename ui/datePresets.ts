import { subDays, subMonths } from 'date-fns';

export type DatePresetKey = 'lastWeek' | 'lastMonth' | 'lastThreeMonths';
export type DateRange = [start: Date, end: Date];

export interface DatePreset {
    key: DatePresetKey;
    /** Translation key of the label. */
    labelKey: string;
    /** The range ending at `now`. */
    range: (now: Date) => DateRange;
}

/** Date presets of spec section 2: last week, last month, last three months (end = now). */
export const DATE_PRESETS: readonly DatePreset[] = [
    { key: 'lastWeek', labelKey: 'oms.ui.date_presets.last_week', range: now => [subDays(now, 7), new Date(now)] },
    { key: 'lastMonth', labelKey: 'oms.ui.date_presets.last_month', range: now => [subMonths(now, 1), new Date(now)] },
    {
        key: 'lastThreeMonths',
        labelKey: 'oms.ui.date_presets.last_three_months',
        range: now => [subMonths(now, 3), new Date(now)],
    },
];

/** A day filter's input shows the day of a stored value (`2024-05-15T23:59:59.999` reads as `2024-05-15`). */
export const dayOnly = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : value);

/** A range's last day reaches its end, so records of that day are included. */
export const endOfDay = (value: string) => (value ? `${value}T23:59:59.999` : value);
