import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'online-offers',
    paths: { list: '/activities/onlineOffer', edit: '/activities/onlineOffer/:id' },
    icon: 'campaign',
    representation: '%{title}',
    siteScoped: true,
    load: () => import('./index'),
};
