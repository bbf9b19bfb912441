import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Confirm, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../../providers/httpClient';
import { codeOfPath, kitPaths, useKit } from './KitContext';
import { KitShowLayout } from './KitShow';
import { representRecord } from './representation';
import {
    ACTIVITY_TRANSITIONS,
    activityActionPath,
    allowedActions,
    isActivityChange,
    type ActivityChange,
} from './activityStatus';
import { useClickGuard } from '../../ui/useClickGuard';
import { GrantedOnly } from '../../ui/GrantedOnly';

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The activity status model's row actions (activityStatus.ts): only those the row's status allows. View opens the
 * record read-only in a dialog, edit its record page (or, for a resource edited in a dialog, that dialog: `onEdit`); pause, restart, end, delete and copy are confirmed, then go
 * through the one status call and show the spec's toast. A refusal (the row changed meanwhile) is the server's
 * reason as an error toast.
 */
export const ActivityRowActions = ({ onEdit }: { onEdit?: (id: Identifier) => void } = {}) => {
    const record = useRecordContext();
    const { entry } = useKit();
    const translate = useTranslate();
    const refresh = useRefresh();
    const [asked, setAsked] = useState<ActivityChange>();
    const [viewing, setViewing] = useState(false);
    const [pending, setPending] = useState(false);
    // The click guard: a confirmed change holds the row's change buttons for 2000 ms.
    const { disabled: guarded, guard } = useClickGuard();
    if (!record) return null;
    const name = representRecord(entry, record);
    const editPath = kitPaths(entry).record(record.id);
    const run = async () => {
        if (!asked) return;
        const action = asked;
        setAsked(undefined);
        setPending(true);
        try {
            await api.post(activityActionPath(entry.collection, record.id, action), undefined, {
                bodyType: 'json',
                notifySuccess: ACTIVITY_TRANSITIONS[action].toastKey,
            });
        } catch {
            // The client has shown the server's reason.
        } finally {
            setPending(false);
            refresh();
        }
    };
    return (
        <span onClick={stop}>
            {allowedActions(record.status).map(action => {
                const label = `resources.kit.activity.actions.${action}`;
                if (action === 'view') return <Button key={action} label={label} onClick={() => setViewing(true)} />;
                if (action === 'edit') {
                    // A resource edited in a dialog on its list (hot search) opens it, as its row click does.
                    if (!editPath) return onEdit ? <Button key={action} label={label} onClick={() => onEdit(record.id)} /> : null;
                    return editPath ? (
                        <GrantedOnly key={action} code={codeOfPath(editPath)}>
                            <Button label={label} component={Link} to={editPath} />
                        </GrantedOnly>
                    ) : null;
                }
                return isActivityChange(action) ? <Button key={action} label={label} disabled={pending || guarded} onClick={() => setAsked(action)} /> : null;
            })}
            <Confirm
                isOpen={!!asked}
                title={asked ? `resources.kit.activity.actions.${asked}` : ''}
                content={asked ? translate(`resources.kit.activity.confirm.${asked}`, { name }) : ''}
                onConfirm={guard(run)}
                onClose={() => setAsked(undefined)}
            />
            <Dialog open={viewing} onClose={() => setViewing(false)} fullWidth maxWidth="md" aria-labelledby={`activity-view-${record.id}`}>
                <DialogTitle id={`activity-view-${record.id}`}>{name}</DialogTitle>
                {/* Focusable: a keyboard user scrolls a long record (axe's scrollable-region-focusable). */}
                <DialogContent tabIndex={0}>
                    <KitShowLayout />
                </DialogContent>
                <DialogActions>
                    <Button label="ra.action.close" onClick={() => setViewing(false)} />
                </DialogActions>
            </Dialog>
        </span>
    );
};
