import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed articles: a site's newsroom, legal notes, offers and blog posts. The app never imports it. */
export const seed: ResourceSeed = {
    count: 36,
    fields: {
        title: {
            examples: [
                'Launch of the Nova 12 series with a 200 MP camera',
                'Festive sale: up to 30% off smartphones and audio',
                'How to get the most out of your phone battery',
                'Updated terms of sale for online orders',
                'Five photography tips for night shots',
                'Exchange offer: trade in your old phone',
                'Our new service centres open this quarter',
                'Software update brings call recording and dark mode',
                'Warranty terms for accessories',
                'Student programme: verified students save more',
                'Behind the design of the Aura earbuds',
                'Notice on counterfeit chargers',
            ],
        },
        urlSlug: { sample: 'code' },
        coverImage: { sample: 'imageUrl' },
        summary: { sample: 'sentence' },
        author: { sample: 'person' },
        body: {
            examples: [
                '<h2>Highlights</h2><p>The new series brings a brighter display, a larger battery and a faster charger.</p><p><a href="/products">See all products</a></p>',
                '<p>Offer valid while stocks last. Read the <a href="/legal/terms-of-sale">terms of sale</a>.</p><img src="/api/files/placeholder/30/festive-offer.svg" alt="Offer banner">',
                '<h2>Tips</h2><ul><li>Keep the software up to date.</li><li>Use the original charger.</li></ul>',
                '<p>For questions write to <a href="https://support.example.com/contact">our support team</a>.</p>',
            ],
        },
        creator: { sample: 'person' },
        lastEditor: { sample: 'person' },
    },
};
