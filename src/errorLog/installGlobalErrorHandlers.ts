import { reportError } from './errorLogStore';

const whereOf = (event: ErrorEvent): string | undefined =>
    event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;

/**
 * Sends every uncaught error and unhandled promise rejection of the window to the error log. Returns the function
 * that removes the listeners.
 */
export const installGlobalErrorHandlers = (target: Window = window): (() => void) => {
    const onError = (event: ErrorEvent) => {
        reportError({ error: event.error ?? event.message, info: whereOf(event) });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
        reportError({ error: event.reason, info: 'unhandledrejection' });
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
    };
};
