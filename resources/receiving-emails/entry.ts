import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Who is e-mailed about bulk orders; no record page in the catalogue: edited in a dialog.
    collection: 'receiving-emails',
    paths: { list: '/b2b/receiving-email' },
    icon: 'notifications',
    representation: 'email',
    siteScoped: true,
    load: () => import('./index'),
};
