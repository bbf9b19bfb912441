import { memo, useState } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Confirm, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { formatMoney, useClickGuard } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { canRepush, repushCall } from './model';

const R = 'resources.bsp-pushes';

/**
 * Re-push, on a failed batch only (model.ts's table: failed → pending): after a confirmation that repeats what BSP
 * said, the same batch goes again; the list follows it until its task ends.
 */
export const RepushButton = memo(function RepushButton() {
    const record = useRecordContext();
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [locale] = useLocaleState();
    const siteCode = useSessionUser()?.site?.siteCode;
    const [asking, setAsking] = useState(false);
    const { disabled, guard } = useClickGuard();
    if (!record || !canRepush(record.pushStatus)) return null;
    const send = async () => {
        setAsking(false);
        try {
            const answer = await api.post(repushCall(record.id), { locale }, { bodyType: 'json', notifySuccess: false });
            if (answer.code === 200) notify(`${R}.repush.done`, { type: 'success', messageArgs: { batchNo: String(record.batchNo) } });
        } catch {
            // The client has shown the server's reason.
        } finally {
            refresh();
        }
    };
    return (
        <span onClick={event => event.stopPropagation()}>
            <Button label={`${R}.repush.action`} disabled={disabled} onClick={() => setAsking(true)}>
                <ReplayIcon />
            </Button>
            <Confirm
                isOpen={asking}
                title={translate(`${R}.repush.confirm_title`, { batchNo: String(record.batchNo) })}
                content={translate(`${R}.repush.confirm_content`, {
                    batchNo: String(record.batchNo),
                    count: Number(record.recordCount),
                    amount: formatMoney(record.amount as number, siteCode),
                    message: String(record.errorMessage ?? ''),
                })}
                onConfirm={guard(() => void send())}
                onClose={() => setAsking(false)}
            />
        </span>
    );
});
