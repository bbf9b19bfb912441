import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'sms-templates',
    // The catalogue's editor has no `:id`: the template is named in its query (`/sms/message/edit?id=`).
    paths: { list: '/sms/template', edit: '/sms/message/edit' },
    icon: 'article',
    representation: '%{templateName} (%{templateCode})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
