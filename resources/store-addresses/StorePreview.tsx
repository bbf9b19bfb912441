import { isSafeUrl } from '../kit/validate';
import { use } from 'react';
import { Box, Card, CardContent, CardMedia, Link, Typography } from '@mui/material';
import { List, Pagination, ResourceContextProvider, SearchInput, SelectInput, TextInput, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ensureResourceMessages } from '../texts';
import { choicesOf } from '../kit/choices';
import { useRouteTitle } from '../kit/useRouteTitle';
import { description } from './index';

const COLLECTION = 'store-addresses';

/** The store texts load with this screen, as they do with the store list's. */
const textsReady = ensureResourceMessages([COLLECTION]);

/** Only displayed stores reach the public store page: a shielded one is kept but not shown. */
const SHOWN = { status: 'display' } as const;

const storeType = description.fields.find(field => field.source === 'storeType')!;

const FILTERS = [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="state_q" source="state_q" label={`resources.${COLLECTION}.fields.state`} alwaysOn />,
    <TextInput key="city_q" source="city_q" label={`resources.${COLLECTION}.fields.city`} alwaysOn />,
    <SelectInput key="storeType" source="storeType" choices={choicesOf(COLLECTION, storeType)} alwaysOn />,
];

/** Where the store is on a map (OpenStreetMap, no key): its longitude and latitude as stored. */
const mapUrl = (store: RaRecord) =>
    `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`;

const StoreCard = ({ store }: { store: RaRecord }) => {
    const translate = useTranslate();
    const t = (key: string, args?: Record<string, unknown>) => translate(`resources.${COLLECTION}.${key}`, args);
    return (
        <Card component="article" aria-labelledby={`store-${store.id}`} sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardMedia component="img" image={isSafeUrl(store.image) ? store.image : ''} alt={t('preview.image_of', { name: store.name })} sx={{ height: 120, objectFit: 'cover' }} />
            <CardContent>
                <Typography id={`store-${store.id}`} variant="subtitle1" component="h2">
                    {String(store.name)}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {t(`choices.storeType.${store.storeType}`)}
                </Typography>
                <Typography variant="body2">{String(store.address)}</Typography>
                <Typography variant="body2">{`${store.city}, ${store.state} ${store.pincode}`}</Typography>
                <Typography variant="body2">{t('preview.hours', { hours: store.businessHours, break: store.breakTime })}</Typography>
                <Typography variant="body2">{String(store.contact)}</Typography>
                <Link href={mapUrl(store)} target="_blank" rel="noopener noreferrer" variant="body2">
                    {t('preview.map', { name: store.name })}
                </Link>
            </CardContent>
        </Card>
    );
};

const StoreCards = () => {
    const { data, isPending } = useListContext();
    const translate = useTranslate();
    if (isPending) return null;
    if (!data?.length) {
        return (
            <Typography sx={{ p: 2 }} color="text.secondary">
                {translate(`resources.${COLLECTION}.preview.empty`)}
            </Typography>
        );
    }
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2, p: 2 }}>
            {data.map(store => (
                <StoreCard key={store.id} store={store} />
            ))}
        </Box>
    );
};

/**
 * /serviceSite/storePage: the store locator as customers see it (the decision for the route the spec leaves
 * unexplained): the site's displayed stores, searched, by state, city and type, paged on the server, each with its
 * hours and its place on a map. Shielding a store on /serviceSite/storeAddress takes it off this page.
 */
const StorePreview = () => {
    use(textsReady);
    const title = useRouteTitle();
    const translate = useTranslate();
    return (
        <ResourceContextProvider value={COLLECTION}>
            <List
                resource={COLLECTION}
                title={title}
                filter={SHOWN}
                filters={FILTERS}
                sort={{ field: 'city', order: 'ASC' }}
                perPage={12}
                actions={false}
                pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
                empty={false}
                storeKey="store-addresses.preview"
            >
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
                    {translate(`resources.${COLLECTION}.preview.intro`)}
                </Typography>
                <StoreCards />
            </List>
        </ResourceContextProvider>
    );
};

export default StorePreview;
