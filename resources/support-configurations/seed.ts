import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the support basics with: one record a site. The app never imports it. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        hotline: { examples: ['1800-103-6286'] },
        workingHours: { examples: ['Mon–Sun 09:00–21:00'] },
        supportEmail: { examples: ['support@brand.example.com'] },
        whatsappNumber: { examples: ['+919876543210'] },
        logo: { sample: 'imageUrl' },
        announcement: { examples: ['Service centres are closed on 25 December. Pick and drop runs as usual.'] },
    },
};
