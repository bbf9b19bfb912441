import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the children's privacy policy's versions. The app never imports it. */
export const seed: ResourceSeed = {
    count: 3,
    fields: {
        title: { examples: ["Children's privacy policy"] },
        version: { examples: ['1.0', '1.1', '2.0'] },
        urlSlug: { examples: ['children-privacy'] },
        body: {
            examples: [
                '<h2>Children under the age of consent</h2><p>We do not knowingly collect personal data from children without a parent\'s consent. A parent may ask us to delete a child\'s data at any time through <a href="/support/privacy-request">a privacy request</a>.</p>',
                '<h2>Parental consent</h2><p>Accounts for children are opened only after a parent confirms by e-mail. <a href="/legal/privacy">Read our privacy policy</a>.</p>',
            ],
        },
        lastEditor: { sample: 'person' },
    },
};
