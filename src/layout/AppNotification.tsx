import { useEffect } from 'react';
import { Notification, useNotify } from 'react-admin';
import { notifier } from '../../providers/notifier';
import { ERROR_TOAST_MS } from '../../base/constants';

/**
 * react-admin's toast, shown for 5 s (spec section 8), plus the bridge that lets code outside React (the
 * httpClient) raise toasts through the same queue and translator.
 */
export const AppNotification = () => {
    const notify = useNotify();
    useEffect(
        () =>
            notifier.register(toast =>
                notify(toast.message, {
                    type: toast.type,
                    autoHideDuration: toast.autoHideDuration,
                    messageArgs: { _: toast.message, ...toast.messageArgs },
                }),
            ),
        [notify],
    );
    return <Notification autoHideDuration={ERROR_TOAST_MS} />;
};
