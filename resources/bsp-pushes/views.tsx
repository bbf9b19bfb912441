import { useEffect } from 'react';
import { DataTable, useListContext, useRefresh } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { PushButton } from './PushButton';
import { RepushButton } from './RepushButton';

/** How often the list asks again while a shown batch is pending. */
const FOLLOW_MS = 2000;

/** While a shown batch is being pushed, the list follows it (asks again every 2 s) until its task ends it. */
const FollowPending = () => {
    const { data } = useListContext();
    const refresh = useRefresh();
    const pushing = (data ?? []).some(row => row.pushStatus === 'pending');
    useEffect(() => {
        if (!pushing) return undefined;
        const timer = window.setInterval(refresh, FOLLOW_MS);
        return () => window.clearInterval(timer);
    }, [pushing, refresh]);
    return null;
};

const COLUMNS_AFTER = [
    <DataTable.Col key="repush" label="resources.kit.actions" align="right">
        <RepushButton />
    </DataTable.Col>,
];

/** The batches, newest first, with Push to BSP above and Re-push on a failed row. */
const PushList = () => (
    <KitList
        actions={
            <>
                <PushButton />
                <FollowPending />
            </>
        }
        columnsAfter={COLUMNS_AFTER}
    />
);

const views: Partial<ResourceViews> = { list: PushList };
export default views;
