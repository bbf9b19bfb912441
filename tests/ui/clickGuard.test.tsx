import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { CLICK_GUARD_MS } from '../../base/constants';
import { GuardedButton } from '../../ui/GuardedButton';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';
import { Form } from 'react-admin';
import { useClickGuard } from '../../ui/useClickGuard';
import { renderInAdmin } from './helpers';

beforeEach(() => {
    vi.useFakeTimers();
});
afterEach(() => {
    vi.useRealTimers();
});

const advance = (ms: number) =>
    act(() => {
        vi.advanceTimersByTime(ms);
    });

describe('useClickGuard', () => {
    it('defaults to 2000 ms', () => {
        expect(CLICK_GUARD_MS).toBe(2000);
    });

    it('disables for exactly 2000 ms after a click by default', () => {
        const handler = vi.fn();
        const { result } = renderHook(() => useClickGuard());
        expect(result.current.disabled).toBe(false);

        act(() => result.current.guard(handler)('first'));
        expect(handler).toHaveBeenCalledTimes(1);
        expect(handler).toHaveBeenCalledWith('first');
        expect(result.current.disabled).toBe(true);

        advance(1999);
        expect(result.current.disabled).toBe(true);
        advance(1);
        expect(result.current.disabled).toBe(false);
    });

    it('disables for the given time', () => {
        const { result } = renderHook(() => useClickGuard(500));
        act(() => result.current.guard()());
        advance(499);
        expect(result.current.disabled).toBe(true);
        advance(1);
        expect(result.current.disabled).toBe(false);
    });

    it('ignores calls while locked, even in the same tick, and runs again once released', () => {
        const handler = vi.fn();
        const { result } = renderHook(() => useClickGuard());
        const guarded = result.current.guard(handler);
        act(() => {
            guarded();
            guarded();
        });
        expect(handler).toHaveBeenCalledTimes(1);
        advance(1000);
        act(() => result.current.guard(handler)());
        expect(handler).toHaveBeenCalledTimes(1);
        advance(1000);
        act(() => result.current.guard(handler)());
        expect(handler).toHaveBeenCalledTimes(2);
        expect(result.current.disabled).toBe(true);
    });

    it('clears its timer on unmount', () => {
        const { result, unmount } = renderHook(() => useClickGuard());
        act(() => result.current.guard()());
        expect(vi.getTimerCount()).toBe(1);
        unmount();
        expect(vi.getTimerCount()).toBe(0);
    });
});

describe('GuardedButton', () => {
    it('is disabled for 2000 ms after a click by default, and calls onClick once', () => {
        const onClick = vi.fn();
        renderInAdmin(<GuardedButton onClick={onClick}>Save</GuardedButton>);
        const button = screen.getByRole('button', { name: 'Save' });
        expect(button).toBeEnabled();

        fireEvent.click(button);
        expect(onClick).toHaveBeenCalledTimes(1);
        expect(button).toBeDisabled();
        fireEvent.click(button);
        expect(onClick).toHaveBeenCalledTimes(1);

        advance(1999);
        expect(button).toBeDisabled();
        advance(1);
        expect(button).toBeEnabled();
        fireEvent.click(button);
        expect(onClick).toHaveBeenCalledTimes(2);
    });

    it('is disabled for guardMs when given', () => {
        renderInAdmin(<GuardedButton guardMs={3000}>Export</GuardedButton>);
        const button = screen.getByRole('button', { name: 'Export' });
        fireEvent.click(button);
        advance(2999);
        expect(button).toBeDisabled();
        advance(1);
        expect(button).toBeEnabled();
    });

    it('stays disabled when its own disabled prop says so', () => {
        const onClick = vi.fn();
        renderInAdmin(
            <GuardedButton disabled onClick={onClick}>
                Save
            </GuardedButton>,
        );
        const button = screen.getByRole('button', { name: 'Save' });
        expect(button).toBeDisabled();
        fireEvent.click(button);
        expect(onClick).not.toHaveBeenCalled();
    });
});

describe('GuardedSaveButton', () => {
    it('submits the form on a click, then stays disabled for 2000 ms: a double click saves once', async () => {
        const saved = vi.fn();
        renderInAdmin(
            <Form defaultValues={{ name: 'Diwali' }} onSubmit={saved}>
                <GuardedSaveButton alwaysEnable />
            </Form>,
        );
        const button = screen.getByRole('button', { name: 'Save' });
        fireEvent.click(button);
        fireEvent.click(button);
        await act(async () => {
            await vi.advanceTimersByTimeAsync(10);
        });
        expect(saved).toHaveBeenCalledTimes(1);
        expect(saved.mock.lastCall![0]).toEqual({ name: 'Diwali' });
        expect(button).toBeDisabled();
        advance(1990);
        expect(button).toBeEnabled();
    });
});
