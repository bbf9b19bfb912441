import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { addSeconds, subDays, subHours, subMinutes, subSeconds } from 'date-fns';
import { formatCompactNumber, formatMoney, formatTimeAgo } from '../../ui/format';
import { TimeAgo } from '../../ui/TimeAgo';
import { renderInAdmin, translatorFor } from './helpers';

const NOW = new Date(2024, 4, 15, 12, 0, 0);
const en = translatorFor('en');
const zh = translatorFor('zh');

describe('formatTimeAgo (spec section 9)', () => {
    const cases: [label: string, value: Date, english: string, chinese: string][] = [
        ['10 s', subSeconds(NOW, 10), 'just now', '刚刚'],
        ['29 s', subSeconds(NOW, 29), 'just now', '刚刚'],
        ['30 s', subSeconds(NOW, 30), '1 minute ago', '1 分钟前'],
        ['5 min', subMinutes(NOW, 5), '5 minutes ago', '5 分钟前'],
        ['59 min', subMinutes(NOW, 59), '59 minutes ago', '59 分钟前'],
        ['2 h', subHours(NOW, 2), '2 hours ago', '2 小时前'],
        ['23 h', subHours(NOW, 23), '23 hours ago', '23 小时前'],
        ['25 h', subHours(NOW, 25), '1 day ago', '1 天前'],
        ['47 h', subHours(NOW, 47), '1 day ago', '1 天前'],
        // Older than two days: the date and time in the language's format (formatDateTime), no longer a fixed pattern.
        ['3 days', subDays(NOW, 3), '12 May 2024, 12:00', '2024年5月12日 12:00'],
    ];

    it.each(cases)('%s ago: English %s', (_label, value, english) => {
        expect(formatTimeAgo(value, en, NOW)).toBe(english);
    });

    it.each(cases)('%s ago: Chinese', (_label, value, _english, chinese) => {
        expect(formatTimeAgo(value, zh, NOW, 'zh')).toBe(chinese);
    });

    it('rounds minutes and hours up', () => {
        expect(formatTimeAgo(subSeconds(NOW, 61), en, NOW)).toBe('2 minutes ago');
        expect(formatTimeAgo(subSeconds(NOW, 29.999), en, NOW)).toBe('just now');
        expect(formatTimeAgo(subMinutes(NOW, 60), en, NOW)).toBe('1 hour ago');
        expect(formatTimeAgo(subMinutes(NOW, 61), en, NOW)).toBe('2 hours ago');
        expect(formatTimeAgo(subMinutes(NOW, 24 * 60 - 1), en, NOW)).toBe('24 hours ago');
        expect(formatTimeAgo(subHours(NOW, 24), en, NOW)).toBe('1 day ago');
    });

    it("shows the date from two days on, in the language's format (English when no locale is given)", () => {
        expect(formatTimeAgo(subHours(NOW, 48), en, NOW)).toBe('13 May 2024, 12:00');
        expect(formatTimeAgo(new Date(2023, 0, 2, 9, 5), en, NOW)).toBe('2 Jan 2023, 09:05');
        expect(formatTimeAgo(new Date(2023, 0, 2, 9, 5), en, NOW, 'en')).toBe('2 Jan 2023, 09:05');
        expect(formatTimeAgo(new Date(2023, 0, 2, 9, 5), zh, NOW, 'zh')).toBe('2023年1月2日 09:05');
    });

    it('accepts timestamps and ISO-like strings; future is just now; invalid is empty', () => {
        expect(formatTimeAgo(subMinutes(NOW, 5).getTime(), en, NOW.getTime())).toBe('5 minutes ago');
        expect(formatTimeAgo('2024-05-15 10:00:00', en, NOW)).toBe('2 hours ago');
        expect(formatTimeAgo('2024-05-15T11:55:00', en, NOW)).toBe('5 minutes ago');
        expect(formatTimeAgo(addSeconds(NOW, 90), en, NOW)).toBe('just now');
        expect(formatTimeAgo('not a date', en, NOW)).toBe('');
    });
});

describe('TimeAgo', () => {
    afterEach(() => {
        vi.useRealTimers();
    });

    it('renders the translated text in a <time> element', () => {
        renderInAdmin(<TimeAgo value={subHours(NOW, 2)} now={NOW} />);
        const time = screen.getByText('2 hours ago');
        expect(time.tagName).toBe('TIME');
        expect(time).toHaveAttribute('title', '15 May 2024, 10:00:00');
        expect(time).toHaveAttribute('dateTime', subHours(NOW, 2).toISOString());
    });

    it('renders Chinese in Chinese, its title in the Chinese date format', () => {
        renderInAdmin(<TimeAgo value={subMinutes(NOW, 5)} now={NOW} />, 'zh');
        expect(screen.getByText('5 分钟前')).toHaveAttribute('title', '2024年5月15日 11:55:00');
    });

    it("shows a date older than two days in the language's format", () => {
        const old = new Date(2024, 4, 1, 8, 7, 6);
        const english = renderInAdmin(<TimeAgo value={old} now={NOW} />);
        expect(screen.getByText('1 May 2024, 08:07')).toHaveAttribute('title', '1 May 2024, 08:07:06');
        english.unmount();

        renderInAdmin(<TimeAgo value={old} now={NOW} />, 'zh');
        expect(screen.getByText('2024年5月1日 08:07')).toHaveAttribute('title', '2024年5月1日 08:07:06');
    });

    it('renders nothing for a missing or invalid value', () => {
        const { container } = renderInAdmin(
            <div data-testid="cell">
                <TimeAgo value={undefined} />
                <TimeAgo value="garbage" />
            </div>,
        );
        expect(container.querySelector('[data-testid="cell"]')).toBeEmptyDOMElement();
    });

    it('refreshes against the clock when no now is given', () => {
        vi.useFakeTimers();
        vi.setSystemTime(NOW);
        renderInAdmin(<TimeAgo value={subSeconds(NOW, 10)} />);
        expect(screen.getByText('just now')).toBeInTheDocument();
        act(() => {
            vi.advanceTimersByTime(30_000);
        });
        expect(screen.getByText('1 minute ago')).toBeInTheDocument();
    });
});

describe('formatCompactNumber (suffixes k, M, G, T, P, E)', () => {
    it.each([
        [0, 1, '0'],
        [999, 1, '999'],
        [1000, 1, '1k'],
        [1234, 1, '1.2k'],
        [1234, 2, '1.23k'],
        [1234, 0, '1k'],
        [1e6, 1, '1M'],
        [1.5e9, 1, '1.5G'],
        [1.5e9, 0, '2G'],
        [1e12, 2, '1T'],
        [1e15, 1, '1P'],
        [1e18, 1, '1E'],
        [2.345e18, 2, '2.35E'],
        [12.345, 2, '12.35'],
        [-1234, 1, '-1.2k'],
    ])('%d with %d digits → %s', (value, digits, expected) => {
        expect(formatCompactNumber(value, digits)).toBe(expected);
    });

    it('trims trailing zeros only after the point', () => {
        expect(formatCompactNumber(1500, 3)).toBe('1.5k');
        expect(formatCompactNumber(10_000, 2)).toBe('10k');
        expect(formatCompactNumber(100_000, 1)).toBe('100k');
    });

    it('moves to the next suffix when rounding reaches 1000', () => {
        expect(formatCompactNumber(999_950, 1)).toBe('1M');
        expect(formatCompactNumber(999.96, 1)).toBe('1k');
        expect(formatCompactNumber(999_400, 1)).toBe('999.4k');
    });

    it('uses 1 digit by default', () => {
        expect(formatCompactNumber(1234)).toBe('1.2k');
    });
});

describe('formatMoney (site currency symbols)', () => {
    it.each([
        ['in', 1234567.5, '₹12,34,567.50'],
        ['id', 1234567.5, 'Rp1,234,567.50'],
        ['cn', 1234567.5, '¥1,234,567.50'],
        ['eu', 1234567.5, '€1,234,567.50'],
        ['uk', 1234567.5, '1,234,567.50'],
        ['in', 0, '₹0.00'],
        ['cn', 9.999, '¥10.00'],
        ['eu', -12.3, '-€12.30'],
    ])('%s %d → %s', (site, amount, expected) => {
        expect(formatMoney(amount, site)).toBe(expected);
    });

    it('accepts numeric strings and upper-case site codes; empty for missing amounts', () => {
        expect(formatMoney('499', 'IN')).toBe('₹499.00');
        expect(formatMoney(undefined, 'in')).toBe('');
        expect(formatMoney('abc', 'in')).toBe('');
        expect(formatMoney(5, undefined)).toBe('5.00');
    });
});
