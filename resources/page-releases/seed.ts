import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed page releases. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        pageName: { examples: ['Home page', 'Product detail page', 'Checkout', 'Support centre', 'Store locator', 'Newsroom', 'Campaign: festive sale'] },
        path: { examples: ['/', '/product/nova-12', '/checkout', '/support', '/stores', '/newsroom', '/campaign/festive-sale'] },
        version: { examples: ['1.4.2', '1.5.0', '2.0.1', '2.1.0', '3.0.0', '3.0.4', '3.1.2'] },
        lastOperator: { sample: 'person' },
    },
};
