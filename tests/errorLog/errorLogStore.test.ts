import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearErrors, ERROR_LOG_LIMIT, getErrors, reportError, useErrorLog } from '../../src/errorLog/errorLogStore';

afterEach(() => {
    clearErrors();
    vi.useRealTimers();
});

describe('error log store', () => {
    it('records error, component, info and url (the current page by default), with message, stack and time', () => {
        vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z'), toFake: ['Date'] });
        const error = new Error('boom');
        const entry = reportError({ error, component: 'OrderList', info: 'in OrderList' });

        expect(entry).toMatchObject({
            message: 'boom',
            stack: error.stack,
            component: 'OrderList',
            info: 'in OrderList',
            url: window.location.href,
            time: Date.parse('2025-03-01T10:00:00Z'),
            count: 1,
        });
        expect(getErrors()).toEqual([entry]);
        expect(reportError({ error: 'plain text', url: 'http://x/y' })).toMatchObject({ message: 'plain text', url: 'http://x/y', stack: undefined });
        expect(reportError({ error: { code: 500 } }).message).toBe('{"code":500}');
    });

    it('folds a repeat (same message, component and url) into one entry: count up, time updated, moved to the top', () => {
        vi.useFakeTimers({ now: 1_000, toFake: ['Date'] });
        const first = reportError({ error: new Error('boom'), component: 'A', url: 'http://oms/orders' });
        reportError({ error: new Error('other'), component: 'A', url: 'http://oms/orders' });
        vi.setSystemTime(5_000);
        const repeat = reportError({ error: new Error('boom'), component: 'A', url: 'http://oms/orders' });

        expect(repeat.id).toBe(first.id);
        expect(repeat).toMatchObject({ count: 2, time: 5_000 });
        expect(getErrors().map(entry => [entry.message, entry.count])).toEqual([
            ['boom', 2],
            ['other', 1],
        ]);
    });

    it('keeps apart errors that differ in component or url', () => {
        reportError({ error: new Error('boom'), component: 'A', url: 'http://oms/a' });
        reportError({ error: new Error('boom'), component: 'B', url: 'http://oms/a' });
        reportError({ error: new Error('boom'), component: 'A', url: 'http://oms/b' });
        reportError({ error: new Error('boom'), url: 'http://oms/a' });
        expect(getErrors()).toHaveLength(4);
        expect(getErrors().every(entry => entry.count === 1)).toBe(true);
    });

    it(`keeps at most ${ERROR_LOG_LIMIT} entries, dropping the oldest`, () => {
        expect(ERROR_LOG_LIMIT).toBe(50);
        for (let index = 1; index <= 55; index++) reportError({ error: new Error(`error ${index}`) });

        const messages = getErrors().map(entry => entry.message);
        expect(messages).toHaveLength(50);
        expect(messages[0]).toBe('error 55');
        expect(messages[49]).toBe('error 6');
        expect(messages).not.toContain('error 5');
    });

    it('a repeat keeps an old entry from being dropped', () => {
        for (let index = 1; index <= 50; index++) reportError({ error: new Error(`error ${index}`) });
        reportError({ error: new Error('error 1') });
        reportError({ error: new Error('error 51') });

        const messages = getErrors().map(entry => entry.message);
        expect(messages).toHaveLength(50);
        expect(messages).toContain('error 1');
        expect(messages).not.toContain('error 2');
    });

    it('clearErrors empties the log, and useErrorLog follows every change', () => {
        const { result } = renderHook(() => useErrorLog());
        expect(result.current).toEqual([]);

        act(() => {
            reportError({ error: new Error('boom') });
        });
        expect(result.current.map(entry => entry.message)).toEqual(['boom']);

        act(() => clearErrors());
        expect(result.current).toEqual([]);
        expect(getErrors()).toEqual([]);
    });
});
