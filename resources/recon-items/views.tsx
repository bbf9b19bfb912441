import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { HandleLink } from './HandleLink';

/** The match result with a Handle button on each open item (the handling page); its read-only item page is the entry's. */
const COLUMNS_BEFORE = [
    <DataTable.Col key="handle" label="resources.kit.actions" align="right">
        <HandleLink />
    </DataTable.Col>,
];

const ItemList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: ItemList };
export default views;
