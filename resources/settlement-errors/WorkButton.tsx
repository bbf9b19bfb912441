import { memo, useState } from 'react';
import BuildIcon from '@mui/icons-material/Build';
import { Button, useRecordContext } from 'react-admin';
import { WorkDialog } from './WorkDialog';

/** A row's Work button: opens the error with its log and the actions its status allows (clicking does not open the row). */
export const WorkButton = memo(function WorkButton() {
    const record = useRecordContext();
    const [open, setOpen] = useState(false);
    if (!record) return null;
    return (
        <>
            <Button
                label="resources.settlement-common.work.open"
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
            >
                <BuildIcon />
            </Button>
            {open && <WorkDialog error={record} onClose={() => setOpen(false)} />}
        </>
    );
});
