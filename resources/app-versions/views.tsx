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

/**
 * The status cell, with "Live" on the newest released version of its platform: read from the server's released
 * versions (one call for the whole list, shared by its rows), not from the page on show.
 */
const StatusWithLive = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const { data } = useGetList('app-versions', RELEASED_QUERY);
    if (!record) return null;
    const live = liveVersionIds(data ?? []).has(String(record.id));
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            <span>{translate(`resources.app-versions.choices.status.${String(record.status)}`)}</span>
            {live && <Chip size="small" color="success" label={translate('resources.app-versions.live')} />}
        </Stack>
    );
};

const CELLS = { status: <StatusWithLive /> };

const VersionList = () => <KitList cells={CELLS} />;

const views: Partial<ResourceViews> = { list: VersionList };

export default views;
