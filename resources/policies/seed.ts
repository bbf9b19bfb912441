import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed policies. The app never imports it. */
export const seed: ResourceSeed = {
    count: 7,
    fields: {
        title: { examples: ['Privacy policy', 'Terms of use', 'Cookie policy', 'Return and refund policy', 'Warranty policy', "Children's privacy policy"] },
        version: { examples: ['1.0', '1.1', '2.0', '2.1', '3.0', '3.2', '4.0'] },
        urlSlug: { examples: ['privacy', 'terms-of-use', 'cookies', 'returns', 'warranty', 'children-privacy'] },
        body: {
            examples: [
                '<h2>What we collect</h2><p>Your name, contact details and order history, to deliver and support your orders.</p><p>Questions: <a href="/support/contact">contact us</a>.</p>',
                '<h2>Returns</h2><p>Unopened products may be returned within 7 days of delivery. <a href="/support/returns">Start a return</a>.</p>',
                '<h2>Cookies</h2><p>We use cookies to keep you signed in and to measure visits.</p>',
            ],
        },
        lastEditor: { sample: 'person' },
    },
};
