import type { ResourceEntry } from '../kit/types';

/** Subsidy transactions per order (/gov-subsidy/transaction): recorded in a dialog, refunded or reversed by row actions. */
export const entry: ResourceEntry = {
    collection: 'subsidy-transactions',
    paths: { list: '/gov-subsidy/transaction' },
    icon: 'payments',
    representation: '%{orderId} (%{qualificationCode})',
    load: () => import('./index'),
};
