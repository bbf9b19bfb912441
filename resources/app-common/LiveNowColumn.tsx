import { DataTable, useRecordContext } from 'react-admin';
import { StatusChip } from '../../ui';
import { liveStateOf, type LiveState } from './liveNow';

const COLOURS: Partial<Record<LiveState, 'success' | 'info' | 'default'>> = { live: 'success', upcoming: 'info' };

/** The row's state now (live, coming, ended, off), read from its window and status when the list draws it. */
const LiveNowCell = () => {
    const record = useRecordContext();
    if (!record) return null;
    return <StatusChip status={liveStateOf(record)} labelKeyPrefix="resources.app-common.live" colours={COLOURS} />;
};

/** The list column "Now" of the app's timed content (a `columnsAfter` element of KitList). */
export const LIVE_NOW_COLUMN = (
    <DataTable.Col key="live-now" label="resources.app-common.live.column" disableSort>
        <LiveNowCell />
    </DataTable.Col>
);

export const LIVE_NOW_COLUMNS = [LIVE_NOW_COLUMN];
