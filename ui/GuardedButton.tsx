import { Button, type ButtonProps } from '@mui/material';
import { CLICK_GUARD_MS } from '../base/constants';
import { useClickGuard } from './useClickGuard';

export interface GuardedButtonProps extends ButtonProps {
    /** How long the button stays disabled after a click; 2000 ms by default. */
    guardMs?: number;
}

/** A MUI Button with the click guard (spec section 5): disabled for `guardMs` after each click. */
export const GuardedButton = ({ guardMs = CLICK_GUARD_MS, onClick, disabled, ...props }: GuardedButtonProps) => {
    const { disabled: guarded, guard } = useClickGuard(guardMs);
    return <Button {...props} disabled={disabled || guarded} onClick={guard(onClick)} />;
};
