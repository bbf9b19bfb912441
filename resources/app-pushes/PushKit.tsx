import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { ResourceContextProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { KitContext, type Kit } from '../kit/KitContext';
import { entry } from './entry';

/**
 * What the pages named by template code share: the push's kit (its description and rules, as the list has them)
 * and the record found by its code on the request's site, or a plain "not found".
 */
export const PushKit = ({ children }: { children: (record: RaRecord) => ReactNode }) => {
    const { templateCode = '' } = useParams();
    const translate = useTranslate();
    const [kit, setKit] = useState<Kit>();
    useEffect(() => {
        void entry.load().then(module => setKit({ entry, description: module.description, rules: module.rules }));
    }, []);
    const { data, isPending } = useGetList('app-pushes', { filter: { templateCode }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
    if (!kit || isPending) return null;
    const record = data?.find(row => row.templateCode === templateCode);
    if (!record) return <Alert severity="warning" sx={{ mt: 2 }}>{translate('resources.app-pushes.not_found')}</Alert>;
    return (
        <ResourceContextProvider value="app-pushes">
            <KitContext.Provider value={kit}>{children(record)}</KitContext.Provider>
        </ResourceContextProvider>
    );
};
