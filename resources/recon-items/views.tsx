import { DataTable } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { lazyView } from '../kit/views';
import { HandleLink } from './HandleLink';

/** The match result with a Handle button on each open item (the handling page), and its read-only item page. */
const COLUMNS_BEFORE = [
    <DataTable.Col key="handle" label="resources.kit.actions" align="right">
        <HandleLink />
    </DataTable.Col>,
];

const ItemList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: ItemList, edit: lazyView(() => import('./ItemQuery')) };
export default views;
