import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { LocaleDateField } from '../../ui';
import { daysOverdue } from './rules';

/** The due date, and for an open request past it, how many days overdue in a red chip: overdue requests stand out. */
const DueDateCell = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    const overdue = daysOverdue(record);
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            <LocaleDateField source="dueDate" />
            {overdue > 0 && <Chip size="small" color="error" label={translate('resources.dsr-requests.overdue', { smart_count: overdue })} />}
        </Stack>
    );
};

const CELLS = { dueDate: <DueDateCell /> };

const DsrList = () => <KitList cells={CELLS} />;

const views: Partial<ResourceViews> = { list: DsrList };

export default views;
