import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { ERROR_TOAST_MS } from '../base/constants';

type Args = Record<string, unknown>;

export interface Toasts {
    /** A success toast; 'Update' (oms.toast.update) when no key is given (spec section 8). */
    success: (key?: string, args?: Args) => void;
    /** An error toast for ERROR_TOAST_MS; `message` is a translation key or a server text shown as it is. */
    error: (message: string, args?: Args) => void;
    /** A warning toast; `message` is a translation key or a text shown as it is. */
    warning: (message: string, args?: Args) => void;
}

export const DEFAULT_SUCCESS_KEY = 'oms.toast.update';

/**
 * Toasts over react-admin's notify. Messages go through the translator; `_` makes a message that is not a key
 * (a server `msg`) show as it is.
 */
export const useToast = (): Toasts => {
    const notify = useNotify();
    return useMemo(
        () => ({
            success: (key = DEFAULT_SUCCESS_KEY, args) => notify(key, { type: 'success', messageArgs: { _: key, ...args } }),
            error: (message, args) =>
                notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS, messageArgs: { _: message, ...args } }),
            warning: (message, args) => notify(message, { type: 'warning', messageArgs: { _: message, ...args } }),
        }),
        [notify],
    );
};
