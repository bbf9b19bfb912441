import { Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../ui/useFormatDateTime';
import type { HistoryEntry } from './flow';

const T = 'resources.service-requests-common';

/** A request's history as a timeline, oldest first: each move's states, who made it, when, and its note. */
export const Timeline = () => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const translate = useTranslate();
    const format = useFormatDateTime();
    const history = Array.isArray(record?.history) ? (record.history as HistoryEntry[]) : [];
    const status = (value: string) => translate(`resources.${resource}.choices.status.${value}`);
    return (
        <Stepper orientation="vertical" aria-label={translate(`${T}.timeline`)} activeStep={history.length}>
            {history.map((entry, index) => (
                <Step key={`${entry.at}-${index}`} completed expanded>
                    <StepLabel optional={<Typography variant="caption">{format(entry.at)}</Typography>}>
                        {entry.from === null ? `${translate(`${T}.created`)}: ${status(entry.to)}` : translate(`${T}.entry`, { from: status(entry.from), to: status(entry.to) })}
                    </StepLabel>
                    <StepContent>
                        {entry.by !== '' && <Typography variant="body2">{translate(`${T}.by`, { name: entry.by })}</Typography>}
                        {entry.note !== '' && <Typography variant="body2">{entry.note}</Typography>}
                    </StepContent>
                </Step>
            ))}
        </Stepper>
    );
};
