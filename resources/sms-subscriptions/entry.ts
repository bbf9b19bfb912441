import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'sms-subscriptions',
    paths: { list: '/sms/subscribe' },
    icon: 'notifications',
    representation: '%{contact} (%{subscribeTime})',
    siteScoped: true,
    load: () => import('./index'),
};
