import { memo, useState } from 'react';
import SmsIcon from '@mui/icons-material/Sms';
import { Button, Confirm, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { useClickGuard } from '../../ui';
import { remindCall } from './model';

const R = 'resources.subsidy-reminders';

/**
 * Sends the buyer a reminder of the missing details, after a confirmation, while they are missing; the server refuses
 * a second one within 24 hours with its reason (a toast). The list is read again either way.
 */
export const RemindButton = memo(function RemindButton() {
    const record = useRecordContext();
    const translate = useTranslate();
    const refresh = useRefresh();
    const [asking, setAsking] = useState(false);
    const { disabled, guard } = useClickGuard();
    if (!record || record.status === 'completed') return null;
    const send = async () => {
        setAsking(false);
        try {
            await api.post(remindCall(record.id), {}, { bodyType: 'json', notifySuccess: `${R}.remind.done` });
        } catch {
            // The client has shown the server's reason.
        } finally {
            refresh();
        }
    };
    return (
        <span onClick={event => event.stopPropagation()}>
            <Button label={`${R}.remind.action`} disabled={disabled} onClick={() => setAsking(true)}>
                <SmsIcon />
            </Button>
            <Confirm
                isOpen={asking}
                title={`${R}.remind.action`}
                content={translate(`${R}.remind.confirm`, { order: String(record.orderId) })}
                onConfirm={guard(() => void send())}
                onClose={() => setAsking(false)}
            />
        </span>
    );
});
