import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Notification, useNotificationContext } from 'react-admin';
import { ERROR_TOAST_MS } from '../../base/constants';
import { useToast, type Toasts } from '../../ui/useToast';
import { renderInAdmin } from './helpers';

/** A button that raises one toast. */
const Raise = ({ show }: { show: (toasts: Toasts) => void }) => {
    const toasts = useToast();
    return (
        <button type="button" onClick={() => show(toasts)}>
            raise
        </button>
    );
};

/** The notification queue as JSON, for the options react-admin receives (no <Notification/> takes them away). */
const Queue = () => {
    const { notifications } = useNotificationContext();
    return <pre data-testid="queue">{JSON.stringify(notifications)}</pre>;
};

const raiseAndShow = (show: (toasts: Toasts) => void, locale: 'en' | 'zh' = 'en') => {
    renderInAdmin(
        <>
            <Notification />
            <Raise show={show} />
        </>,
        locale,
    );
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
};

const raiseAndQueue = (show: (toasts: Toasts) => void) => {
    renderInAdmin(
        <>
            <Queue />
            <Raise show={show} />
        </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    return JSON.parse(screen.getByTestId('queue').textContent ?? '[]') as {
        message: string;
        type: string;
        notificationOptions?: { autoHideDuration?: number };
    }[];
};

describe('useToast', () => {
    it("success() with no key shows 'Update'", async () => {
        raiseAndShow(toasts => toasts.success());
        expect(await screen.findByText('Update')).toBeInTheDocument();
    });

    it('success() shows the Chinese text in Chinese', async () => {
        raiseAndShow(toasts => toasts.success(), 'zh');
        expect(await screen.findByText('更新成功')).toBeInTheDocument();
    });

    it('success(key) shows the translated key', async () => {
        raiseAndShow(toasts => toasts.success('oms.toast.deleted_successfully'));
        expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    });

    it('error(message) shows a server text as it is', async () => {
        raiseAndShow(toasts => toasts.error('SKU 123 is locked'));
        expect(await screen.findByText('SKU 123 is locked')).toBeInTheDocument();
    });

    it('error(key, args) translates a key with its arguments', async () => {
        raiseAndShow(toasts => toasts.error('oms.http.timeout', { seconds: 30 }));
        expect(await screen.findByText('The server did not answer within 30 seconds. Please try again.')).toBeInTheDocument();
    });

    it('warning(message) shows the text', async () => {
        raiseAndShow(toasts => toasts.warning('oms.toast.fullscreen_unsupported'));
        expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
    });

    it('success toasts are success type with the oms.toast.update key', () => {
        const [success] = raiseAndQueue(toasts => toasts.success());
        expect(success).toMatchObject({ message: 'oms.toast.update', type: 'success' });
    });

    it('error toasts are errors lasting ERROR_TOAST_MS (5 s)', () => {
        expect(ERROR_TOAST_MS).toBe(5000);
        const [error] = raiseAndQueue(toasts => toasts.error('boom'));
        expect(error.type).toBe('error');
        expect(error.notificationOptions?.autoHideDuration).toBe(5000);
    });

    it('warning toasts are warnings', () => {
        const [warning] = raiseAndQueue(toasts => toasts.warning('careful'));
        expect(warning).toMatchObject({ message: 'careful', type: 'warning' });
    });
});
