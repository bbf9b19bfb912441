import type { ResourceEntry } from '../kit/types';

/** Batches binding SKUs to bank offers (/bankOffer/batch), imported all or nothing. */
export const entry: ResourceEntry = {
    collection: 'bank-offer-bindings',
    paths: { list: '/bankOffer/batch' },
    icon: 'upload',
    representation: '%{batchNo} %{offer}',
    siteScoped: true,
    load: () => import('./index'),
    texts: ['bank-offers'],
};
