import type { ReactElement } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Button, CreateBase, EditBase, Toolbar, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useKit } from './KitContext';
import { KitForm } from './KitForm';
import { GuardedSaveButton } from '../../ui/GuardedSaveButton';

// The dialog's own background under the buttons: on react-admin's grey toolbar the primary text of Cancel fails contrast (axe).
const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent' }}>
        <Button label="ra.action.cancel" onClick={onCancel} />
        <GuardedSaveButton />
    </Toolbar>
);

export interface KitRecordDialogProps {
    /** The record to edit; undefined to create one. */
    id?: Identifier;
    /** A new record's starting values (a child category's parent …). */
    defaults?: Record<string, unknown>;
    onClose: () => void;
    /** Inputs the view draws itself (KitForm's `inputs`). */
    inputs?: Readonly<Record<string, ReactElement>>;
    title: string;
}

/**
 * A record's form in a dialog, for resources the catalogue gives no record page (a category tree, edited where it is
 * shown): the kit's form and validator, saved pessimistically (the server's field errors stay at their inputs),
 * then the dialog closes and the screen's lists reload. Nothing navigates, so no link leads to a missing path.
 */
export const KitRecordDialog = ({ id, defaults, onClose, inputs, title }: KitRecordDialogProps) => {
    const { entry } = useKit();
    const notify = useNotify();
    const refresh = useRefresh();
    const translate = useTranslate();
    const saved = (message: string) => () => {
        notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
        refresh();
        onClose();
    };
    const form = <KitForm toolbar={<DialogToolbar onCancel={onClose} />} inputs={inputs} />;
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="kit-record-dialog-title">
            <DialogTitle id="kit-record-dialog-title">{translate(title)}</DialogTitle>
            <DialogContent sx={{ px: 1 }}>
                {id === undefined ? (
                    <CreateBase resource={entry.collection} record={defaults} redirect={false} mutationOptions={{ onSuccess: saved('ra.notification.created') }}>
                        {form}
                    </CreateBase>
                ) : (
                    <EditBase
                        resource={entry.collection}
                        id={id}
                        mutationMode="pessimistic"
                        redirect={false}
                        mutationOptions={{ onSuccess: saved('ra.notification.updated') }}
                    >
                        {form}
                    </EditBase>
                )}
            </DialogContent>
        </Dialog>
    );
};
