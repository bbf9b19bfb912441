import { memo, useState } from 'react';
import FlagIcon from '@mui/icons-material/Flag';
import { Button, useRecordContext } from 'react-admin';
import { actionsForError } from '../settlement-common/model';
import { FlagDialog } from './FlagDialog';

/**
 * A row's Flag button, on errors the `adjust` action is open to (an approved flag adjusts its error): opens the flag
 * dialog (clicking does not open the row).
 */
export const FlagButton = memo(function FlagButton() {
    const record = useRecordContext();
    const [open, setOpen] = useState(false);
    if (!record || !actionsForError(record.status).includes('adjust')) return null;
    return (
        <>
            <Button
                label="resources.settlement-adjust-flags.flag.open"
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <FlagIcon />
            </Button>
            {open && <FlagDialog error={record} onClose={() => setOpen(false)} />}
        </>
    );
});
