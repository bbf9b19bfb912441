import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the brand page's sections. The app never imports it. */
export const seed: ResourceSeed = {
    count: 5,
    fields: {
        sort: { sample: 'sequence' },
        sectionTitle: { examples: ['Who we are', 'Our mission', 'Made in India', 'Design and research', 'Sustainability'] },
        body: {
            examples: [
                '<p>Since 2014 we have built phones that bring flagship cameras and batteries to everyone. <a href="/newsroom">Read our news</a>.</p>',
                '<p>Three factories in Noida and Greater Noida make nine in ten of the phones we sell in India.</p>',
                '<p>Our phones ship in plastic-free boxes, and every charger is made with 30% recycled material.</p>',
            ],
        },
        image: { sample: 'imageUrl' },
        videoUrl: { examples: ['https://www.youtube.com/watch?v=brandfilm2026', '/videos/brand-film.mp4', ''] },
        seoTitle: { examples: ['About us – the brand behind Nova and Vega phones'] },
        seoDescription: { examples: ['Who we are, what we make and how we make it.'] },
    },
};
