import { Box, Card, CardContent, Typography } from '@mui/material';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { DataTable, List, SearchInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { useRouteTitle } from '../kit/useRouteTitle';
import { RETAIL_FILTER, RETAIL_STORE_TYPES } from './retailStores';

const STORES = 'store-addresses';
const R = 'resources.retail-store-map';

const FILTERS = [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="city_q" source="city_q" label={`resources.${STORES}.fields.city`} alwaysOn />,
];

/** The page's stores by longitude and latitude, one series a store type (its colour), each point named on hover. */
const StorePlot = () => {
    const { data } = useListContext();
    const translate = useTranslate();
    if (!data?.length) return null;
    const series = RETAIL_STORE_TYPES.map(type => ({
        label: translate(`resources.${STORES}.choices.storeType.${type}`),
        data: data
            .filter(store => store.storeType === type)
            .map(store => ({ id: store.id, x: Number(store.longitude), y: Number(store.latitude) })),
        valueFormatter: (point: { id?: string | number } | null) => String(data.find(store => store.id === point?.id)?.name ?? ''),
    }));
    return (
        <Card variant="outlined" sx={{ m: 2 }}>
            <CardContent>
                <Typography variant="subtitle1" component="h2">
                    {translate(`${R}.map`)}
                </Typography>
                <ScatterChart
                    height={320}
                    series={series}
                    xAxis={[{ label: translate(`resources.${STORES}.fields.longitude`) }]}
                    yAxis={[{ label: translate(`resources.${STORES}.fields.latitude`) }]}
                />
            </CardContent>
        </Card>
    );
};

/**
 * The retail store map: the site's displayed shops (experience, flagship and authorised stores; service centres are
 * /supportPage/serviceCenter's), searched and paged on the server, placed by their coordinates above the list of the
 * page's stores. Shielding a store on /serviceSite/storeAddress takes it off the map.
 */
const RetailStoreMap = () => {
    const title = useRouteTitle();
    const translate = useTranslate();
    return (
        <List
            resource={STORES}
            title={title}
            filter={RETAIL_FILTER}
            filters={FILTERS}
            sort={{ field: 'state', order: 'ASC' }}
            perPage={50}
            actions={false}
            empty={false}
            storeKey="store-addresses.retailMap"
        >
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
                {translate(`${R}.intro`)}
            </Typography>
            <StorePlot />
            <Box sx={{ px: 2 }}>
                <DataTable rowClick={false} bulkActionButtons={false}>
                    <DataTable.Col source="name" label={`resources.${STORES}.fields.name`} />
                    <DataTable.Col source="storeType" label={`resources.${STORES}.fields.storeType`} render={record => translate(`resources.${STORES}.choices.storeType.${record.storeType}`)} />
                    <DataTable.Col source="state" label={`resources.${STORES}.fields.state`} />
                    <DataTable.Col source="city" label={`resources.${STORES}.fields.city`} />
                    <DataTable.Col source="businessHours" label={`resources.${STORES}.fields.businessHours`} />
                    <DataTable.Col source="contact" label={`resources.${STORES}.fields.contact`} />
                </DataTable>
            </Box>
        </List>
    );
};

export default RetailStoreMap;
