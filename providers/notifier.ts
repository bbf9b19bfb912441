import { createListeners } from '../base/session/store';

/**
 * Toasts from code that runs outside React (the httpClient). The shell registers react-admin's `notify` here
 * once; messages may be translation keys (react-admin translates them) or server texts (shown as they are).
 */
export type ToastType = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
    message: string;
    type: ToastType;
    autoHideDuration?: number;
    messageArgs?: Record<string, unknown>;
}

type Sink = (toast: Toast) => void;

/** A broadcast, not a value: nothing is kept, each toast goes to the sinks registered at the time. */
const sinks = createListeners<[Toast]>();

export const notifier = {
    show: (toast: Toast): void => sinks.notify(toast),
    /** Returns the function that unregisters the sink. */
    register: (sink: Sink): (() => void) => sinks.subscribe(sink),
};
