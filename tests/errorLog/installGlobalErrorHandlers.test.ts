import { afterEach, describe, expect, it } from 'vitest';
import { clearErrors, getErrors } from '../../src/errorLog/errorLogStore';
import { installGlobalErrorHandlers } from '../../src/errorLog/installGlobalErrorHandlers';

const uninstalls: (() => void)[] = [];
const install = () => uninstalls.push(installGlobalErrorHandlers());

afterEach(() => {
    uninstalls.splice(0).forEach(uninstall => uninstall());
    clearErrors();
});

/** jsdom has no PromiseRejectionEvent: an Event of that type carrying a reason is what the listener sees. */
const rejectionEvent = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });

describe('installGlobalErrorHandlers', () => {
    it('captures uncaught errors of the window, with where they were thrown', () => {
        install();
        const error = new Error('uncaught boom');
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'http://oms/app.js', lineno: 12, colno: 5 }));

        expect(getErrors()).toHaveLength(1);
        expect(getErrors()[0]).toMatchObject({
            message: 'uncaught boom',
            stack: error.stack,
            info: 'http://oms/app.js:12:5',
            url: window.location.href,
            component: undefined,
        });
    });

    it('captures an error event without an error object (cross-origin script) by its message', () => {
        install();
        window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
        expect(getErrors()[0]?.message).toBe('Script error.');
    });

    it('captures unhandled promise rejections', () => {
        install();
        window.dispatchEvent(rejectionEvent(new Error('rejected boom')));
        window.dispatchEvent(rejectionEvent('plain reason'));

        expect(getErrors().map(entry => [entry.message, entry.info])).toEqual([
            ['plain reason', 'unhandledrejection'],
            ['rejected boom', 'unhandledrejection'],
        ]);
    });

    it('stops capturing once uninstalled', () => {
        // A listener of the test's own, so the test runner does not take the event for a crash of the test.
        const swallow = (event: Event) => event.preventDefault();
        window.addEventListener('error', swallow);
        try {
            const uninstall = installGlobalErrorHandlers();
            uninstall();
            window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late', cancelable: true }));
            window.dispatchEvent(rejectionEvent(new Error('late rejection')));
            expect(getErrors()).toEqual([]);
        } finally {
            window.removeEventListener('error', swallow);
        }
    });
});
