import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordContextProvider, useSetLocale } from 'react-admin';
import { dateLocaleTag, formatDateTime } from '../../ui/format';
import { LocaleDateField } from '../../ui/LocaleDateField';
import { useDateLocales, useFormatDateTime } from '../../ui/useFormatDateTime';
import { renderInAdmin } from './helpers';

// Local-time constructor: 5 May 2024, 09:03:07 wherever the test runs.
const DATE = new Date(2024, 4, 5, 9, 3, 7);

describe('formatDateTime: one date format per language', () => {
    it('English (en-GB): day, named month, year, 24-hour clock', () => {
        expect(formatDateTime(DATE, 'en')).toBe('5 May 2024, 09:03');
        expect(formatDateTime(DATE, 'en', { seconds: true })).toBe('5 May 2024, 09:03:07');
        expect(formatDateTime(DATE, 'en', { time: false })).toBe('5 May 2024');
        expect(formatDateTime(new Date(2024, 11, 31, 23, 59), 'en')).toBe('31 Dec 2024, 23:59');
    });

    it('Chinese (zh-CN): 年月日, 24-hour clock', () => {
        expect(formatDateTime(DATE, 'zh')).toBe('2024年5月5日 09:03');
        expect(formatDateTime(DATE, 'zh', { seconds: true })).toBe('2024年5月5日 09:03:07');
        expect(formatDateTime(DATE, 'zh', { time: false })).toBe('2024年5月5日');
        expect(formatDateTime(new Date(2024, 11, 31, 0, 0), 'zh')).toBe('2024年12月31日 00:00');
    });

    it('accepts timestamps and ISO-like strings (local time); English for an unknown locale; empty when invalid', () => {
        expect(formatDateTime(DATE.getTime(), 'zh')).toBe('2024年5月5日 09:03');
        expect(formatDateTime('2024-05-05 09:03:07', 'en', { seconds: true })).toBe('5 May 2024, 09:03:07');
        expect(formatDateTime('2024-05-05T09:03:07', 'zh')).toBe('2024年5月5日 09:03');
        expect(formatDateTime(DATE, 'fr')).toBe('5 May 2024, 09:03');
        expect(formatDateTime(DATE, undefined)).toBe('5 May 2024, 09:03');
        expect(formatDateTime('garbage', 'en')).toBe('');
        expect(formatDateTime(null, 'en')).toBe('');
    });

    it('maps our locales to BCP-47 tags', () => {
        expect(dateLocaleTag('en')).toBe('en-GB');
        expect(dateLocaleTag('zh')).toBe('zh-CN');
        expect(dateLocaleTag('de')).toBe('en-GB');
    });
});

const Formatted = () => {
    const format = useFormatDateTime();
    const setLocale = useSetLocale();
    return (
        <>
            <span data-testid="formatted">{format(DATE, { seconds: true })}</span>
            <span data-testid="tag">{useDateLocales()}</span>
            <button type="button" onClick={() => setLocale('zh')}>zh</button>
        </>
    );
};

describe('useFormatDateTime and useDateLocales: the current language', () => {
    it('formats under en, then under zh after a language switch', async () => {
        renderInAdmin(<Formatted />);
        expect(screen.getByTestId('formatted')).toHaveTextContent('5 May 2024, 09:03:07');
        expect(screen.getByTestId('tag')).toHaveTextContent('en-GB');

        await act(async () => screen.getByRole('button', { name: 'zh' }).click());
        expect(await screen.findByText('2024年5月5日 09:03:07')).toBeInTheDocument();
        expect(screen.getByTestId('tag')).toHaveTextContent('zh-CN');
    });
});

describe('LocaleDateField (react-admin FunctionField in the app date format)', () => {
    const record = { id: 1, createTime: '2024-05-05T09:03:07', day: '2024-05-05', missing: 'garbage' };
    const fields = (
        <RecordContextProvider value={record}>
            <div data-testid="time"><LocaleDateField source="createTime" showTime /></div>
            <div data-testid="day"><LocaleDateField source="day" /></div>
            <div data-testid="invalid"><LocaleDateField source="missing" showTime /></div>
        </RecordContextProvider>
    );

    it('shows the English format under en', () => {
        renderInAdmin(fields);
        expect(screen.getByTestId('time')).toHaveTextContent(/^5 May 2024, 09:03$/);
        expect(screen.getByTestId('day')).toHaveTextContent(/^5 May 2024$/);
        expect(screen.getByTestId('invalid')).toHaveTextContent(/^$/);
    });

    it('shows the Chinese format under zh', () => {
        renderInAdmin(fields, 'zh');
        expect(screen.getByTestId('time')).toHaveTextContent(/^2024年5月5日 09:03$/);
        expect(screen.getByTestId('day')).toHaveTextContent(/^2024年5月5日$/);
    });
});
