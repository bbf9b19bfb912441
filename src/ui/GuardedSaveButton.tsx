import { SaveButton, type SaveButtonProps } from 'react-admin';
import { CLICK_GUARD_MS } from '../constants';
import { useClickGuard } from './useClickGuard';

export interface GuardedSaveButtonProps extends SaveButtonProps {
    /** How long the button stays disabled after a click; 2000 ms by default. */
    guardMs?: number;
}

/**
 * react-admin's SaveButton with the click guard (spec section 5): disabled for `guardMs` after each click, so a
 * double click saves once. The click still submits the form: the guard only disables the button for the clicks after.
 */
export const GuardedSaveButton = ({ guardMs = CLICK_GUARD_MS, onClick, disabled, alwaysEnable, ...props }: GuardedSaveButtonProps) => {
    const { disabled: guarded, guard } = useClickGuard(guardMs);
    return (
        <SaveButton
            {...props}
            // alwaysEnable overrides `disabled` in react-admin: it holds only while the guard does not.
            alwaysEnable={alwaysEnable && !guarded ? true : undefined}
            disabled={disabled || guarded}
            onClick={guard(onClick)}
        />
    );
};
