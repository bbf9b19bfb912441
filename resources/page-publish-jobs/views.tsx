import { useEffect } from 'react';
import { useListContext, useRefresh } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';

/** How often the list asks again while a job of the page is publishing. */
const FOLLOW_MS = 2000;

/** While a shown job is publishing, the list follows it (asks again every 2 s) until it is published or failed. */
const FollowPublishing = () => {
    const { data } = useListContext();
    const refresh = useRefresh();
    const publishing = (data ?? []).some(row => row.status === 'publishing');
    useEffect(() => {
        if (!publishing) return undefined;
        const timer = window.setInterval(refresh, FOLLOW_MS);
        return () => window.clearInterval(timer);
    }, [publishing, refresh]);
    return null;
};

const PagePublishList = () => <KitList actions={<FollowPublishing />} />;

const views: Partial<ResourceViews> = { list: PagePublishList };

export default views;
