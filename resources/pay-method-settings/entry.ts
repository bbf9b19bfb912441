import type { ResourceEntry } from '../kit/types';

/** Payment methods at checkout (/storeSettings/paySetting), edited in a dialog on their list. */
export const entry: ResourceEntry = {
    collection: 'pay-method-settings',
    paths: { list: '/storeSettings/paySetting' },
    icon: 'payments',
    representation: '%{payMethod} · %{payChannel}',
    siteScoped: true,
    load: () => import('./index'),
};
