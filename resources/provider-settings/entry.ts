import type { ResourceEntry } from '../kit/types';

/** Finance settings per payment provider (/financialReconciliation/financialInfoSettings), edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'provider-settings',
    paths: { list: '/financialReconciliation/financialInfoSettings' },
    icon: 'settings',
    representation: '%{provider} (%{merchantId})',
    siteScoped: true,
    load: () => import('./index'),
};
