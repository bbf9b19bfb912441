import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed home modules. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        sort: { sample: 'sequence' },
        title: {
            examples: ['Nova 12 launch banner', 'Best sellers floor', 'Festive offers tiles', 'Earbuds floor', 'Brand film', 'Latest news', 'Smart watches floor', 'Exchange offer tile'],
        },
        image: { sample: 'imageUrl' },
        linkUrl: { examples: ['/products/nova-12', '/offers/festive-sale', '/audio', '/wearables', '/newsroom', '/exchange'] },
    },
};
