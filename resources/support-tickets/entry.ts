import type { ResourceEntry } from '../kit/types';

/**
 * "Email us" submissions of the support website (/supportPage/email-us): what customers wrote, answered and closed
 * through the messages' flow. The row's dialog is the message's page: its state, due time, moves and timeline.
 */
export const entry: ResourceEntry = {
    collection: 'support-tickets',
    paths: { list: '/supportPage/email-us' },
    texts: ['service-requests-common'],
    icon: 'support',
    representation: 'ticketNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
