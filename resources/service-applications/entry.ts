import type { ResourceEntry } from '../kit/types';

/**
 * Service applications of the service website (/serviceSite/application): mail-in repairs, returns and
 * replacements. The row's dialog is the application's page: its state, due time, the moves it allows and its timeline.
 */
export const entry: ResourceEntry = {
    collection: 'service-applications',
    paths: { list: '/serviceSite/application' },
    texts: ['service-requests-common'],
    icon: 'task',
    representation: 'applicationNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
