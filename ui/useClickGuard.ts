import { useCallback, useEffect, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from '../base/constants';

export interface ClickGuard {
    /** True while the guard holds, for `ms` after a guarded click. */
    disabled: boolean;
    /** Wraps a handler: the first call runs it and locks; calls while locked are ignored. */
    guard: <Args extends unknown[]>(handler?: (...args: Args) => void) => (...args: Args) => void;
}

/**
 * Click guard (spec section 5): after a click the control is disabled for `ms` (2000 ms by default). A ref holds
 * the lock too, so a second click in the same tick (before React re-renders the disabled state) is ignored. The
 * pending timer is cleared on unmount.
 */
export const useClickGuard = (ms: number = CLICK_GUARD_MS): ClickGuard => {
    const [disabled, setDisabled] = useState(false);
    const locked = useRef(false);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

    useEffect(
        () => () => {
            clearTimeout(timer.current);
            timer.current = undefined;
        },
        [],
    );

    const guard = useCallback(
        <Args extends unknown[]>(handler?: (...args: Args) => void) =>
            (...args: Args): void => {
                if (locked.current) return;
                locked.current = true;
                setDisabled(true);
                timer.current = setTimeout(() => {
                    timer.current = undefined;
                    locked.current = false;
                    setDisabled(false);
                }, ms);
                handler?.(...args);
            },
        [ms],
    );

    return { disabled, guard };
};
