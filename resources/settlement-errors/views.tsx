import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { WorkButton } from './WorkButton';

/** The errors with a Work button on each row (the error, its log and its actions in a dialog). */
const COLUMNS_BEFORE = [
    <DataTable.Col key="work" label="resources.kit.actions" align="right">
        <WorkButton />
    </DataTable.Col>,
];

const ErrorList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: ErrorList };
export default views;
