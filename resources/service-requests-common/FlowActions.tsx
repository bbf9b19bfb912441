import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button, useGetRecordRepresentation, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { useClickGuard } from '../../ui/useClickGuard';
import { actionsFrom, flowActionPath, NOTE_MAX, noteErrors, type Flow } from './flow';
import type { FieldError } from '../kit/types';

const T = 'resources.service-requests-common';
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The moves a request may make from its state (only those its flow's table allows), each confirmed in a dialog
 * with a note (required where the table says: a cancellation's reason, checked by the flow's rule before sending).
 * Then the one flow call, a toast naming the new state, and the list or page read again.
 */
export const FlowActions = ({ flow }: { flow: Flow }) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const represent = useGetRecordRepresentation(resource);
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [asked, setAsked] = useState<string>();
    const [note, setNote] = useState('');
    const [noteError, setNoteError] = useState<FieldError>();
    const [pending, setPending] = useState(false);
    const { disabled: guarded, guard } = useClickGuard();
    if (!record || !resource) return null;
    const statusLabel = (status: string) => translate(`resources.${resource}.choices.status.${status}`);
    const close = () => {
        setAsked(undefined);
        setNote('');
        setNoteError(undefined);
    };
    const send = guard((action: string, text: string) => {
        setPending(true);
        const to = statusLabel(flow.actions[action].to);
        api.post(flowActionPath(resource, record.id, action), { note: text }, { bodyType: 'json', notifySuccess: false })
            .then(() => notify(`${T}.done`, { type: 'success', messageArgs: { to } }))
            .catch(() => undefined) // the client has shown the server's reason
            .finally(() => {
                setPending(false);
                refresh();
            });
    });
    const submit = (event: FormEvent) => {
        // The dialog may sit inside a record's form in React's tree: its submit is its own.
        event.preventDefault();
        event.stopPropagation();
        if (!asked) return;
        const errors = noteErrors(flow, asked, note);
        if (errors.note) {
            setNoteError(errors.note);
            return;
        }
        const action = asked;
        close();
        send(action, note.trim());
    };
    const titleId = `flow-${resource}-${record.id}`;
    const errorText = noteError === undefined ? ' ' : typeof noteError === 'string' ? translate(noteError) : translate(noteError.message, noteError.args);
    return (
        <span onClick={stop}>
            {actionsFrom(flow, record.status).map(action => (
                <Button key={action} label={`resources.${resource}.actions.${action}`} disabled={pending || guarded} onClick={() => setAsked(action)} />
            ))}
            <Dialog open={asked !== undefined} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
                <form onSubmit={submit} noValidate>
                    <DialogTitle id={titleId}>{asked ? translate(`resources.${resource}.actions.${asked}`) : ''}</DialogTitle>
                    <DialogContent>
                        <DialogContentText>
                            {asked ? translate(`${T}.confirm`, { name: String(represent(record)), to: statusLabel(flow.actions[asked].to) }) : ''}
                        </DialogContentText>
                        <TextField
                            fullWidth
                            multiline
                            minRows={2}
                            margin="normal"
                            label={translate(`${T}.note`)}
                            required={asked !== undefined && !!flow.actions[asked]?.noteRequired}
                            value={note}
                            onChange={event => {
                                setNote(event.target.value);
                                setNoteError(undefined);
                            }}
                            error={noteError !== undefined}
                            helperText={errorText}
                            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
                        />
                    </DialogContent>
                    <DialogActions>
                        <Button label="ra.action.cancel" onClick={close} />
                        <Button label="ra.action.confirm" type="submit" variant="contained" />
                    </DialogActions>
                </form>
            </Dialog>
        </span>
    );
};
