import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the online store's home modules. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        sort: { sample: 'sequence' },
        title: {
            examples: ['Shop the Nova 12 series', 'Deals of the day', 'Bank offers strip', 'Accessories floor', 'New arrivals', 'Exchange your old phone', 'Audio floor', 'Store-only bundles'],
        },
        image: { sample: 'imageUrl' },
        linkUrl: { examples: ['/store/nova-12', '/store/deals', '/store/bank-offers', '/store/accessories', '/store/new', '/store/exchange'] },
    },
};
