import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'app-pushes',
    // Edited in a dialog on the list; the catalogue's own pages name a push by its template code.
    paths: { list: '/sms/appPush' },
    icon: 'notifications',
    representation: '%{title} (%{templateCode})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
    pages: {
        '/sms/appPush/view/:templateCode': () => import('./PushViewPage'),
        '/sms/appPush/edit/:templateCode': () => import('./PushEditPage'),
    },
};
