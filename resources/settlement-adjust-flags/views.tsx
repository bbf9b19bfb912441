import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { FlagLink } from './FlagLink';

/** The flags with each row's way to its page (Decide while pending, else View). */
const COLUMNS_BEFORE = [
    <DataTable.Col key="open" label="resources.kit.actions" align="right">
        <FlagLink />
    </DataTable.Col>,
];

const FlagList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: FlagList };
export default views;
