import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorLogDialog } from '../../src/errorLog/ErrorLogDialog';
import { clearErrors, reportError } from '../../src/errorLog/errorLogStore';
import { renderInAdmin } from '../ui/helpers';

afterEach(() => {
    clearErrors();
    vi.useRealTimers();
});

const timeCell = () => within(screen.getByRole('dialog')).getAllByRole('row')[1].querySelector('td')?.textContent;

describe("ErrorLogDialog: the time in the language's format", () => {
    it.each([
        ['en', '5 May 2024, 09:03:07'],
        ['zh', '2024年5月5日 09:03:07'],
    ] as const)('under %s: %s', (locale, expected) => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(2024, 4, 5, 9, 3, 7));
        reportError({ error: new Error('boom') });
        renderInAdmin(<ErrorLogDialog open onClose={() => undefined} />, locale);
        expect(timeCell()).toBe(expected);
    });
});
