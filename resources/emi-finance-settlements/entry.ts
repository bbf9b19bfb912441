import type { ResourceEntry } from '../kit/types';
import { LINE_VIEW_CHUNKS } from '../settlement-common/lineViewChunks';
import { SETTLEMENT_PROVIDERS } from '../settlement-common/providers';

/** EMI orders settled by the instalment-finance provider: the loan (ID, tenure, amount), the subvention the brand bears and the lender's processing fee. */
const provider = SETTLEMENT_PROVIDERS.emi_finance;

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
