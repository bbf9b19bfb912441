import { FunctionField, type FunctionFieldProps } from 'react-admin';
import { useFormatDateTime } from './useFormatDateTime';
import type { DateInput } from './format';

export interface LocaleDateFieldProps extends Omit<FunctionFieldProps, 'render'> {
    source: string;
    showDate?: boolean;
    showTime?: boolean;
}

/**
 * A date cell in the app's one date format (`formatDateTime`) for the current language, instead of the browser's
 * locale: the date, plus hours and minutes with `showTime`; empty when there is no valid date. react-admin's
 * FunctionField over the formatter `formatDateTime` keeps per language: react-admin's DateField, given a locale and
 * options, builds a new Intl formatter for every cell (`toLocaleString`), a few milliseconds each on a list of 50.
 */
export const LocaleDateField = ({ source, showDate = true, showTime = false, ...props }: LocaleDateFieldProps) => {
    const format = useFormatDateTime();
    return (
        <FunctionField
            source={source}
            render={record => format(record?.[source] as DateInput | undefined, { date: showDate, time: showTime })}
            {...props}
        />
    );
};
