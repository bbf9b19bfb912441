import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed publish jobs: the site's pages at their versions, most published. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        pageName: {
            examples: ['Home page', 'Header navigation', 'Footer', 'Nova 12 product page', 'About the brand', 'Leadership', 'Privacy policy', 'App download page', 'Festive sale article'],
        },
        version: { examples: ['v1', 'v2', 'v3', 'v1.1', 'v2.4', 'v3.0.1', 'v4', 'v5.2'] },
        reason: {
            examples: [
                'CDN refresh timed out after 30 s',
                'A linked image is missing on the CDN: /files/static/banner-kv.webp',
                'The page template failed to render: missing product floor data',
            ],
        },
        lastOperator: { sample: 'person' },
    },
};
