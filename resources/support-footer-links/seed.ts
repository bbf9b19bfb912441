import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the support footer with: the support website's own links. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        sort: { sample: 'sequence' },
        linkName: { examples: ['Service centres', 'Repair progress', 'Spare-part prices', 'Software updates', 'Care+', 'Email us', 'User manuals', 'Warranty policy', 'Privacy policy', 'Terms of use'] },
        linkUrl: { examples: ['/support/service-centres', '/support/progress', '/support/spare-parts', '/support/software', '/support/care-plus', '/support/email-us', '/support/manuals', '/legal/warranty', '/legal/privacy', '/legal/terms'] },
        icon: { sample: 'imageUrl' },
    },
};
