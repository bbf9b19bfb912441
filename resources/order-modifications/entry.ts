import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'order-modifications',
    paths: { list: '/orders/modify', edit: '/orders/modifyDetail/:id' },
    icon: 'list',
    representation: 'requestNo',
    siteScoped: true,
    load: () => import('./index'),
};
