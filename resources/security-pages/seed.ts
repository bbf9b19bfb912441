import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the security page: one a site. The app never imports it. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        title: { examples: ['Product security'] },
        contactEmail: { examples: ['security@brand.example.com'] },
        pgpKeyUrl: { examples: ['/security/pgp-key.asc'] },
        body: {
            examples: [
                '<h2>Report a vulnerability</h2><p>Found a security issue in one of our phones, apps or services? Write to our security team; we answer within 3 working days.</p><h2>Security bulletins</h2><ul><li><a href="/security/bulletins/2026-10">October 2026 Android security update</a></li><li><a href="/security/bulletins/2026-09">September 2026 Android security update</a></li></ul>',
            ],
        },
        status: { examples: ['online'] },
    },
};
