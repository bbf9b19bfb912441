import type { ResourceEntry } from '../kit/types';

/**
 * Price-protection claims (/serviceSite/price-protection, in the menu on site cn only): a buyer claims the
 * difference when the price of what they bought falls within the protection period. The claim's page
 * (`price-protection-detail?id=`) shows its state, due time, the moves its state allows, the price history and the
 * review log (its timeline).
 */
export const entry: ResourceEntry = {
    collection: 'price-protections',
    paths: { list: '/serviceSite/price-protection', edit: '/serviceSite/price-protection-detail' },
    texts: ['service-requests-common'],
    icon: 'payments',
    representation: 'applicationNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
