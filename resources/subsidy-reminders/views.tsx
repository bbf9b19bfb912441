import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { RemindButton } from './RemindButton';

/** The orders missing details, each with its Send reminder button. */
const COLUMNS_AFTER = [
    <DataTable.Col key="remind" label="resources.kit.actions" align="right">
        <RemindButton />
    </DataTable.Col>,
];

const ReminderList = () => <KitList columnsAfter={COLUMNS_AFTER} />;

const views: Partial<ResourceViews> = { list: ReminderList };
export default views;
