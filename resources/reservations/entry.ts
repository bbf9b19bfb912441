import type { ResourceEntry } from '../kit/types';

/** Service-centre reservations (/supportPage/reservation): bookings moved through their flow, each move on the timeline. */
export const entry: ResourceEntry = {
    collection: 'reservations',
    paths: { list: '/supportPage/reservation' },
    texts: ['service-requests-common'],
    icon: 'task',
    representation: 'reservationNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
