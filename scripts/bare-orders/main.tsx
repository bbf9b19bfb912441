// The baseline of the order list's open time (issue 8: "no slower than a bare react-admin list with its own mock"):
// react-admin's Admin with one List of the same 100,000 orders, 50 a page, the same nine columns drawn with
// react-admin's own fields, and an in-memory data provider over the same seeded rows. No sign-in, no layout of our
// own, no service worker. Built and opened by scripts/bench-orders.mjs only.
import { createRoot } from 'react-dom/client';
import { Admin, DataTable, DateField, List, NumberField, ReferenceField, Resource, TextField, type DataProvider } from 'react-admin';
import { db } from '../../mock-server/db/store';
import { loadKitCollections } from '../../mock-server/db/kit';
import { loadFakers } from '../../mock-server/db/kit/samples';

const rowsOf = (resource: string) => db.collections.get(resource)!;

/** react-admin's data provider contract over the mock's store, answered in the page (ra-data-fakerest's way). */
const dataProvider = {
    getList: async (resource, { pagination = { page: 1, perPage: 50 }, sort, filter }) => {
        const { page, perPage } = pagination;
        const { rows, total } = rowsOf(resource).list({
            filter: filter ?? {},
            sort: sort ? [sort.field, sort.order] : undefined,
            range: [(page - 1) * perPage, page * perPage - 1],
        });
        return { data: rows, total };
    },
    getMany: async (resource, { ids }) => ({ data: ids.map(id => rowsOf(resource).get(id)).filter(row => row !== undefined) }),
} as DataProvider;

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

// The store's definitions and faker locales load first, as the app's mock does before it answers.
void Promise.all([loadKitCollections(), loadFakers()]).then(() =>
    createRoot(document.getElementById('root')!).render(
        <Admin dataProvider={dataProvider} disableTelemetry>
            <Resource name="orders" list={OrderList} />
            <Resource name="skus" />
        </Admin>,
    ),
);
