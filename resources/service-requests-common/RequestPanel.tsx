import { Box, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { DueTimeField } from './DueTimeField';
import { FlowActions } from './FlowActions';
import { Timeline } from './Timeline';
import type { Flow } from './flow';

/**
 * A request's page above its form: its state and due time, the moves its state allows, and its timeline. Nothing on
 * a new request (the server starts it in the flow's first state).
 */
export const RequestPanel = ({ flow }: { flow: Flow }) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    if (!record?.id) return null;
    return (
        <Box sx={{ width: '100%', mb: 2 }}>
            <Stack direction="row" spacing={4} alignItems="flex-start" flexWrap="wrap">
                <Labeled label={`resources.${resource}.fields.status`}>
                    <Typography>{translate(`resources.${resource}.choices.status.${String(record.status)}`)}</Typography>
                </Labeled>
                <Labeled label={`resources.${resource}.fields.dueTime`}>
                    <DueTimeField />
                </Labeled>
            </Stack>
            <Box sx={{ my: 1 }}>
                <FlowActions flow={flow} />
            </Box>
            <Typography variant="subtitle2" component="h3">
                {translate('resources.service-requests-common.timeline')}
            </Typography>
            <Timeline />
        </Box>
    );
};
