import type { ResourceEntry } from '../kit/types';
import { LINE_VIEW_CHUNKS } from '../settlement-common/lineViewChunks';
import { SETTLEMENT_PROVIDERS } from '../settlement-common/providers';

/** Card payments and refunds settled by the card acquirer. */
const provider = SETTLEMENT_PROVIDERS.card_wallet_1;

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
