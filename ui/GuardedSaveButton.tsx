import { useRef, type MouseEvent } from 'react';
import { SaveButton, type SaveButtonProps } from 'react-admin';
import { CLICK_GUARD_MS } from '../base/constants';
import { useClickGuard } from './useClickGuard';

export interface GuardedSaveButtonProps extends SaveButtonProps {
    /** How long the button stays disabled after a click; 2000 ms by default. */
    guardMs?: number;
}

/**
 * react-admin's SaveButton with the click guard (spec section 5): disabled for `guardMs` after each click, so a
 * double click saves once. The guard takes hold in the next task: a submit button disabled during its own click
 * (React draws a click's state at once) is no longer one when the browser goes on to submit the form, and nothing
 * would be saved. A second click before then is ignored.
 */
export const GuardedSaveButton = ({ guardMs = CLICK_GUARD_MS, onClick, disabled, alwaysEnable, ...props }: GuardedSaveButtonProps) => {
    const { disabled: guarded, guard } = useClickGuard(guardMs);
    const clicked = useRef(false);
    const click = (event: MouseEvent<HTMLButtonElement>) => {
        if (clicked.current) {
            event.preventDefault();
            return;
        }
        onClick?.(event);
        if (event.defaultPrevented) return;
        clicked.current = true;
        setTimeout(() => {
            clicked.current = false;
            guard()();
        });
    };
    return (
        <SaveButton
            {...props}
            // alwaysEnable overrides `disabled` in react-admin: it holds only while the guard does not.
            alwaysEnable={alwaysEnable && !guarded ? true : undefined}
            disabled={disabled || guarded}
            onClick={click}
        />
    );
};
