import { DateField, type DateFieldProps } from 'react-admin';
import { dateTimeFormatOptions, toDateValue } from './format';
import { useDateLocales } from './useFormatDateTime';

/**
 * Dates as our formatter reads them (`toDateValue`: ISO-like strings such as '2024-05-15' or '2024-05-15 12:00:00'
 * in local time). DateField shows nothing when there is no valid date, so an invalid value is left empty.
 */
const toDate = (value: unknown): Date =>
    (typeof value === 'string' || typeof value === 'number' || value instanceof Date ? toDateValue(value) : undefined) as Date;

/**
 * react-admin's `<DateField>` in the app's one date format (`formatDateTime`) for the current language, instead
 * of the browser's locale: the date, plus hours and minutes with `showTime`. Explicit `locales`, `options` or
 * `transform` props still win.
 */
export const LocaleDateField = (props: DateFieldProps) => {
    const locales = useDateLocales();
    const { showDate = true, showTime = false } = props;
    return (
        <DateField
            locales={locales}
            options={dateTimeFormatOptions({ date: showDate, time: showTime })}
            transform={toDate}
            {...props}
        />
    );
};
