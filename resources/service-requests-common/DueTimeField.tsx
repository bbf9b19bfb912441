import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../ui/useFormatDateTime';
import { isOverdue } from './flow';

/**
 * A request's due time, as its list cell and its page show it: 'Due …' while on time; an overdue one stands out
 * (a filled error chip, 'Overdue since …'); a closed one has none.
 */
export const DueTimeField = ({ source = 'dueTime' }: { source?: string; label?: string }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const format = useFormatDateTime();
    const due = record?.[source];
    if (!record || due === null || due === undefined || due === '') {
        return (
            <Typography variant="body2" color="text.secondary">
                —
            </Typography>
        );
    }
    const time = format(String(due));
    if (isOverdue({ dueTime: due })) {
        return <Chip size="small" color="error" label={translate('resources.service-requests-common.overdue', { time })} />;
    }
    return <Typography variant="body2">{translate('resources.service-requests-common.due', { time })}</Typography>;
};
