import { memo } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import { Button, DataTable, useRecordContext, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { entry as itemsEntry } from '../recon-items/entry';

/** The match result's list filtered to a bucket's open items (the drill-down). */
export const drillDownPath = (record: RaRecord) =>
    `${itemsEntry.paths.list}?${new URLSearchParams({
        filter: JSON.stringify({ payChannel: record.payChannel, txnType: record.txnType, ageBucket: record.ageBucket }),
    }).toString()}`;

/** A bucket's "View items" button, where it holds any. */
const DrillDown = memo(function DrillDown() {
    const record = useRecordContext();
    if (!record || !record.itemCount) return null;
    return (
        <Button component={Link} to={drillDownPath(record)} label="resources.recon-ageing.view_items" onClick={event => event.stopPropagation()}>
            <SearchIcon />
        </Button>
    );
});

const COLUMNS_BEFORE = [
    <DataTable.Col key="drill-down" label="resources.kit.actions" align="right">
        <DrillDown />
    </DataTable.Col>,
];

/** The ageing report: the kit's list, each non-empty bucket drilling down to its items in the match result. */
const AgeingList = () => <KitList columnsBefore={COLUMNS_BEFORE} />;

const views: Partial<ResourceViews> = { list: AgeingList };
export default views;
