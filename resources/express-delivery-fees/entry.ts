import type { ResourceEntry } from '../kit/types';

/** Express delivery fees of mail-in service shipments (/serviceSite/price-express-delivery), edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'express-delivery-fees',
    paths: { list: '/serviceSite/price-express-delivery' },
    icon: 'shipping',
    representation: 'courier',
    siteScoped: true,
    load: () => import('./index'),
};
