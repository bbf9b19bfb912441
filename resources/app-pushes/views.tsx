import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Stack } from '@mui/material';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { pushPath } from './pushPaths';
import { PUSH_INPUTS } from './pushInputs';

/** The row's links to its pages named by template code (a click on the row edits it in the list's dialog). */
const PushLinks = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1} onClick={event => event.stopPropagation()}>
            <Link to={pushPath('view', String(record.templateCode))}>{translate('resources.app-pushes.actions.view')}</Link>
            <Link to={pushPath('edit', String(record.templateCode))}>{translate('resources.app-pushes.actions.edit')}</Link>
        </Stack>
    );
};

const COLUMNS = [
    <DataTable.Col key="pages" label="ra.action.show" disableSort>
        <PushLinks />
    </DataTable.Col>,
];

const PushList = () => <KitList columnsAfter={COLUMNS} dialogInputs={PUSH_INPUTS} />;

const views: Partial<ResourceViews> = { list: PushList };

export default views;
