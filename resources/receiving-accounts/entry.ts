import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Bank accounts that receive bulk-order payments; no record page in the catalogue: edited in a dialog.
    collection: 'receiving-accounts',
    paths: { list: '/b2b/receiving-account' },
    icon: 'bank',
    representation: '%{bankName} %{accountNumber}',
    siteScoped: true,
    load: () => import('./index'),
};
