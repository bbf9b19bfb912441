import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button, Confirm, useGetRecordRepresentation, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { useClickGuard } from '../../ui/useClickGuard';
import { actionsFrom, moderationActionPath, REASON_MAX, reasonErrors, REASONED_ACTIONS, type ModerationAction } from './moderation';
import type { FieldError } from '../kit/types';

const T = 'resources.moderation-common';
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** A field error's text in the user's language. */
const useErrorText = () => {
    const translate = useTranslate();
    return (error: FieldError | undefined) =>
        error === undefined ? undefined : typeof error === 'string' ? translate(error) : translate(error.message, error.args);
};

/**
 * The moderation actions a record may take from its status (moderation.ts: only those the table allows), each
 * confirmed; rejecting asks for the reason in the same dialog and checks it with the model's rule before sending.
 * Then the one moderation call, its toast, and the list or page read again. A refusal (the record changed
 * meanwhile) is the server's reason as an error toast.
 */
export const ModerationActions = ({ onDone }: { onDone?: () => void } = {}) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const represent = useGetRecordRepresentation(resource);
    const translate = useTranslate();
    const errorText = useErrorText();
    const refresh = useRefresh();
    const [asked, setAsked] = useState<ModerationAction>();
    const [reason, setReason] = useState('');
    const [reasonError, setReasonError] = useState<FieldError>();
    const [pending, setPending] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();
    if (!record || !resource) return null;
    const name = String(represent(record));
    const close = () => {
        setAsked(undefined);
        setReason('');
        setReasonError(undefined);
    };
    const run = async (action: ModerationAction) => {
        setPending(true);
        try {
            await api.post(moderationActionPath(resource, record.id, action), REASONED_ACTIONS.includes(action) ? { reason: reason.trim() } : {}, {
                bodyType: 'json',
                notifySuccess: `${T}.done.${action}`,
            });
        } catch {
            // The client has shown the server's reason.
        } finally {
            setPending(false);
            refresh();
            onDone?.();
        }
    };
    // The click guard holds the call (2000 ms), not the reason's check: a refused empty reason can be fixed at once.
    const send = guard((action: ModerationAction) => void run(action));
    const confirmReasoned = (event: FormEvent) => {
        // The dialog sits inside a record's form in React's tree (the review's page): its submit is its own.
        event.preventDefault();
        event.stopPropagation();
        if (!asked) return;
        const errors = reasonErrors(asked, reason);
        if (errors.reason) {
            setReasonError(errors.reason);
            return;
        }
        const action = asked;
        close();
        send(action);
    };
    const reasoned = asked !== undefined && REASONED_ACTIONS.includes(asked);
    const titleId = `moderation-${resource}-${record.id}`;
    return (
        <span onClick={stop}>
            {actionsFrom(record.status).map(action => (
                <Button key={action} label={`${T}.actions.${action}`} disabled={pending || guarded} onClick={() => setAsked(action)} />
            ))}
            <Confirm
                isOpen={asked !== undefined && !reasoned}
                title={asked ? `${T}.actions.${asked}` : ''}
                content={asked ? translate(`${T}.confirm.${asked}`, { name }) : ''}
                onConfirm={() => {
                    const action = asked!;
                    close();
                    send(action);
                }}
                onClose={close}
            />
            <Dialog open={reasoned} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
                <form onSubmit={confirmReasoned} noValidate>
                    <DialogTitle id={titleId}>{asked ? translate(`${T}.actions.${asked}`) : ''}</DialogTitle>
                    <DialogContent>
                        <DialogContentText>{asked ? translate(`${T}.confirm.${asked}`, { name }) : ''}</DialogContentText>
                        <TextField
                            autoFocus
                            fullWidth
                            multiline
                            minRows={2}
                            margin="normal"
                            label={translate(`${T}.fields.reason`)}
                            value={reason}
                            onChange={event => {
                                setReason(event.target.value);
                                setReasonError(undefined);
                            }}
                            error={reasonError !== undefined}
                            helperText={errorText(reasonError) ?? ' '}
                            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button label="ra.action.cancel" onClick={close} />
                        <Button label={asked ? `${T}.actions.${asked}` : ''} type="submit" variant="contained" />
                    </DialogActions>
                </form>
            </Dialog>
        </span>
    );
};
