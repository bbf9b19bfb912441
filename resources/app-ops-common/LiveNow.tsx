import { Chip, Stack } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { isLiveNow } from './windows';

/**
 * The status cell of a slot's record (ads, announcements, pay tags): its status, and "Live now" when it is online
 * and now is within its window: what the app shows at this moment.
 */
export const StatusLiveNow = () => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            <span>{translate(`resources.${resource}.choices.status.${String(record.status)}`)}</span>
            {isLiveNow(record) && <Chip size="small" color="success" label={translate('resources.app-ops-common.live_now')} />}
        </Stack>
    );
};
