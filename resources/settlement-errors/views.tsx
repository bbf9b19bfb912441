import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { FlagButton } from './FlagButton';
import { WorkButton } from './WorkButton';

/**
 * The errors with a Work button on each row (the error, its log and its actions in a dialog), and on an open error a
 * Flag button (a flag for adjustment, decided by someone else at adjustFlag).
 */
const COLUMNS_BEFORE = [
    <DataTable.Col key="work" label="resources.kit.actions" align="right">
        <WorkButton />
        <FlagButton />
    </DataTable.Col>,
];

const ErrorList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: ErrorList };
export default views;
