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

const sinks = new Set<Sink>();

export const notifier = {
    show(toast: Toast): void {
        sinks.forEach(sink => sink(toast));
    },
    /** Returns the function that unregisters the sink. */
    register(sink: Sink): () => void {
        sinks.add(sink);
        return () => sinks.delete(sink);
    },
};
