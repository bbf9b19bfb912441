import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DATE_PRESETS } from '../../ui/datePresets';
import { DatePresetButtons } from '../../ui/DatePresetButtons';
import { renderInAdmin } from './helpers';

const presetRange = (key: string, now: Date) => {
    const preset = DATE_PRESETS.find(candidate => candidate.key === key);
    if (!preset) throw new Error(`no preset ${key}`);
    return preset.range(now);
};

describe('DATE_PRESETS', () => {
    it('are last week, last month and last three months, in that order', () => {
        expect(DATE_PRESETS.map(preset => preset.key)).toEqual(['lastWeek', 'lastMonth', 'lastThreeMonths']);
    });

    it('end now and start 7 days, 1 month, 3 months before (local calendar)', () => {
        const now = new Date(2024, 4, 15, 10, 30, 15);
        expect(presetRange('lastWeek', now)).toEqual([new Date(2024, 4, 8, 10, 30, 15), now]);
        expect(presetRange('lastMonth', now)).toEqual([new Date(2024, 3, 15, 10, 30, 15), now]);
        expect(presetRange('lastThreeMonths', now)).toEqual([new Date(2024, 1, 15, 10, 30, 15), now]);
    });

    it('clamp month ends and cross year boundaries', () => {
        const now = new Date(2024, 2, 31, 23, 59);
        expect(presetRange('lastWeek', now)[0]).toEqual(new Date(2024, 2, 24, 23, 59));
        expect(presetRange('lastMonth', now)[0]).toEqual(new Date(2024, 1, 29, 23, 59));
        expect(presetRange('lastThreeMonths', now)[0]).toEqual(new Date(2023, 11, 31, 23, 59));
        const newYear = new Date(2025, 0, 3, 8, 0);
        expect(presetRange('lastWeek', newYear)[0]).toEqual(new Date(2024, 11, 27, 8, 0));
    });

    it('do not alias or change the given now', () => {
        const now = new Date(2024, 4, 15, 10, 30);
        const copy = new Date(now);
        DATE_PRESETS.forEach(preset => {
            const [start, end] = preset.range(now);
            expect(end).not.toBe(now);
            expect(end.getTime()).toBe(now.getTime());
            expect(start.getTime()).toBeLessThan(now.getTime());
        });
        expect(now).toEqual(copy);
    });
});

describe('DatePresetButtons', () => {
    const now = new Date(2024, 4, 15, 10, 30);

    it('shows translated labels and picks the range of the clicked preset', () => {
        const onPick = vi.fn();
        renderInAdmin(<DatePresetButtons onPick={onPick} getNow={() => now} />);
        expect(screen.getByRole('group', { name: 'Date presets' })).toBeInTheDocument();
        expect(screen.getAllByRole('button').map(button => button.textContent)).toEqual([
            'Last week',
            'Last month',
            'Last three months',
        ]);

        fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
        expect(onPick).toHaveBeenCalledTimes(1);
        expect(onPick.mock.calls[0][0]).toEqual([new Date(2024, 3, 15, 10, 30), now]);
        expect(onPick.mock.calls[0][1].key).toBe('lastMonth');

        fireEvent.click(screen.getByRole('button', { name: 'Last three months' }));
        expect(onPick.mock.calls[1][0]).toEqual([new Date(2024, 1, 15, 10, 30), now]);

        fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
        expect(onPick.mock.calls[2][0]).toEqual([new Date(2024, 4, 8, 10, 30), now]);
    });

    it('uses the current time by default', () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        try {
            vi.setSystemTime(now);
            const onPick = vi.fn();
            renderInAdmin(<DatePresetButtons onPick={onPick} />);
            fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
            expect(onPick.mock.calls[0][0]).toEqual([new Date(2024, 4, 8, 10, 30), now]);
        } finally {
            vi.useRealTimers();
        }
    });

    it('shows Chinese labels in Chinese', () => {
        renderInAdmin(<DatePresetButtons onPick={() => undefined} />, 'zh');
        expect(screen.getByRole('group', { name: '快捷日期' })).toBeInTheDocument();
        expect(screen.getAllByRole('button').map(button => button.textContent)).toEqual([
            '最近一周',
            '最近一个月',
            '最近三个月',
        ]);
    });
});
