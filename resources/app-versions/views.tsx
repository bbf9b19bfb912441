import { createContext, useContext } from 'react';
import { Chip, Stack } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { liveVersionIds } from './rules';

/** Enough for every released version of a site's two platforms. */
const RELEASED_QUERY = {
    filter: { status: 'released' },
    sort: { field: 'versionCode', order: 'DESC' as const },
    pagination: { page: 1, perPage: 200 },
};

const LiveVersions = createContext<ReadonlySet<string>>(new Set());

/** The status cell, with "Live" on the newest released version of its platform. */
const StatusWithLive = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const live = useContext(LiveVersions);
    if (!record) return null;
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            <span>{translate(`resources.app-versions.choices.status.${String(record.status)}`)}</span>
            {live.has(String(record.id)) && <Chip size="small" color="success" label={translate('resources.app-versions.live')} />}
        </Stack>
    );
};

const CELLS = { status: <StatusWithLive /> };

/**
 * The kit's list, marking the live versions: read from the server's released versions (asked beside the list's own
 * page, whatever page or filter is on show), refreshed with the list after a release or an offline.
 */
const VersionList = () => {
    const { data } = useGetList('app-versions', RELEASED_QUERY);
    return (
        <LiveVersions.Provider value={liveVersionIds(data ?? [])}>
            <KitList cells={CELLS} />
        </LiveVersions.Provider>
    );
};

const views: Partial<ResourceViews> = { list: VersionList };

export default views;
