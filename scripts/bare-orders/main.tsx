// The baseline of `npm run bench` (scripts/bench-http.mjs): a bare react-admin app against the same HTTP API as the
// production build (`npm run mock:api`). react-admin's Admin and simpleRestProvider over fetchUtils.fetchJson with the
// session token and the site headers; one List per measured screen with the same default columns, drawn with
// react-admin's own fields. No sign-in page, no layout, no guard, no texts of our own. The bench signs in over the API
// and hands the token and site here through local storage (BARE_SESSION_KEY); the API base is VITE_API_URL.
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import {
    Admin,
    BooleanField,
    DataTable,
    DateField,
    fetchUtils,
    ImageField,
    List,
    NumberField,
    ReferenceField,
    Resource,
    TextField,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { FieldDescription, ResourceModule } from '../../resources/kit/types';
import { description as skus } from '../../resources/skus/index';
import { description as couponTemplates } from '../../resources/coupon-templates/index';
import { description as storeAddresses } from '../../resources/store-addresses/index';

/** Where the bench leaves `{ token, siteCode, regionCode }` for this origin. */
const BARE_SESSION_KEY = 'bare.session';
const session = JSON.parse(localStorage.getItem(BARE_SESSION_KEY) ?? '{}') as { token?: string; siteCode?: string; regionCode?: string };

/** The contract's headers (README, "The contract the app expects"), as a react-admin app would add them. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('x-auth-token', session.token ?? '');
    headers.set('siteCode', session.siteCode ?? '');
    headers.set('regionCode', session.regionCode ?? '');
    headers.set('dataType', '0');
    return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
};

const dataProvider = simpleRestProvider(import.meta.env.VITE_API_URL ?? '/api', httpClient);

/** react-admin's own field for a kit field type (text cells need none: DataTable draws the value). */
const FIELDS: Partial<Record<FieldDescription['type'], (field: FieldDescription) => ReactElement>> = {
    number: field => <NumberField source={field.source} />,
    money: field => <NumberField source={field.source} options={{ style: 'currency', currency: 'INR' }} />,
    percent: field => <NumberField source={field.source} options={{ style: 'percent' }} />,
    date: field => <DateField source={field.source} />,
    datetime: field => <DateField source={field.source} showTime />,
    bool: field => <BooleanField source={field.source} />,
    ref: field => <ReferenceField source={field.source} reference={field.reference!} />,
    image: field => <ImageField source={field.source} />,
};

/** A kit list's bare twin: its sort, 25 a page (the kit's default), its default columns. */
const bareKitList = (description: ResourceModule['description']) => {
    const columns = description.fields.filter(field => field.column === 'default');
    const BareKitList = () => (
        <List perPage={25} sort={description.sort}>
            <DataTable>
                {columns.map(field => (
                    <DataTable.Col key={field.source} source={field.source}>
                        {FIELDS[field.type]?.(field)}
                    </DataTable.Col>
                ))}
            </DataTable>
        </List>
    );
    return BareKitList;
};

/** The order list: orders by order time, 50 a page, the nine default columns, the SKU a reference to `skus`. */
const OrderList = () => (
    <List perPage={50} sort={{ field: 'orderTime', order: 'DESC' }}>
        <DataTable>
            <DataTable.Col source="orderId" />
            <DataTable.Col source="orderTime">
                <DateField source="orderTime" showTime />
            </DataTable.Col>
            <DataTable.Col source="userId" />
            <DataTable.Col source="orderStatus" />
            <DataTable.Col source="reviewStatus" />
            <DataTable.Col source="payMethod" />
            <DataTable.Col source="payChannel" />
            <DataTable.Col source="orderAmount">
                <NumberField source="orderAmount" options={{ style: 'currency', currency: 'INR' }} />
            </DataTable.Col>
            <DataTable.Col source="sku">
                <ReferenceField source="sku" reference="skus">
                    <TextField source="skuName" />
                </ReferenceField>
            </DataTable.Col>
        </DataTable>
    </List>
);

/** The task centre's columns (resources/async-tasks/AsyncTaskList.tsx), 25 a page, newest first. */
const AsyncTaskList = () => (
    <List perPage={25} sort={{ field: 'createTime', order: 'DESC' }}>
        <DataTable rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="taskId" />
            <DataTable.Col source="fileName" />
            <DataTable.Col source="taskType" />
            <DataTable.Col source="creatorNumber" />
            <DataTable.Col source="createTime">
                <DateField source="createTime" showTime />
            </DataTable.Col>
            <DataTable.Col source="status" />
        </DataTable>
    </List>
);

createRoot(document.getElementById('root')!).render(
    <Admin dataProvider={dataProvider} disableTelemetry>
        <Resource name="orders" list={OrderList} />
        <Resource name="skus" list={bareKitList(skus)} />
        <Resource name="coupon-templates" list={bareKitList(couponTemplates)} />
        <Resource name="store-addresses" list={bareKitList(storeAddresses)} />
        <Resource name="async-tasks" list={AsyncTaskList} />
        <Resource name="spu" />
    </Admin>,
);
