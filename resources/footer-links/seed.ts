import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the footer. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        sort: { sample: 'sequence' },
        linkName: { examples: ['Smartphones', 'Audio', 'Wearables', 'Service centres', 'Warranty', 'Track your order', 'Exchange offer', 'About us', 'Careers', 'Privacy policy', 'Terms of use', 'Instagram'] },
        linkUrl: { examples: ['/smartphones', '/audio', '/wearables', '/support/service-centres', '/support/warranty', '/orders/track', '/exchange', '/about', '/careers', '/legal/privacy', '/legal/terms', 'https://www.instagram.com/'] },
        icon: { sample: 'imageUrl' },
    },
};
