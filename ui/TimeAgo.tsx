import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, formatTimeAgo, toDateValue, type DateInput } from './format';

export interface TimeAgoProps {
    value: DateInput | null | undefined;
    /** The reference time; the current time (refreshed every `refreshMs`) by default. */
    now?: DateInput;
    /** How often the text is refreshed when `now` is not given; 30 s by default, 0 to never refresh. */
    refreshMs?: number;
}

const DEFAULT_REFRESH_MS = 30_000;

/** The current time, ticking every `refreshMs` (0: fixed at mount). */
const useNow = (refreshMs: number): number => {
    const [now, setNow] = useState(() => Date.now());
    useEffect(() => {
        if (refreshMs <= 0) return undefined;
        const timer = setInterval(() => setNow(Date.now()), refreshMs);
        return () => clearInterval(timer);
    }, [refreshMs]);
    return now;
};

/**
 * Time ago (spec section 9) in the current language, in a <time> element whose title is the full date and time
 * (with seconds) in that language's format.
 */
export const TimeAgo = ({ value, now, refreshMs = DEFAULT_REFRESH_MS }: TimeAgoProps) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const clock = useNow(now === undefined ? refreshMs : 0);
    const date = value === null || value === undefined ? undefined : toDateValue(value);
    if (!date) return null;
    return (
        <time dateTime={date.toISOString()} title={formatDateTime(date, locale, { seconds: true })}>
            {formatTimeAgo(date, translate, now ?? clock, locale)}
        </time>
    );
};
