import type { ResourceEntry } from '../kit/types';
import { LINE_VIEW_CHUNKS } from '../settlement-common/lineViewChunks';
import { SETTLEMENT_PROVIDERS } from '../settlement-common/providers';

/** Net banking, IMPS and other payments settled by the fourth provider (its record page is a read-only info page). */
const provider = SETTLEMENT_PROVIDERS.other_provider;

export const entry: ResourceEntry = {
    collection: provider.collection,
    paths: { list: provider.list, edit: provider.record },
    icon: 'receipt',
    representation: 'paymentId',
    siteScoped: true,
    texts: ['settlement-common', 'settlement-errors'],
    load: () => import('./index'),
    viewChunks: LINE_VIEW_CHUNKS,
};
