import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the support website's home with (the brand support home's values). The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        sort: { sample: 'sequence' },
        title: {
            examples: ['Check your warranty', 'Book a repair', 'Find a service centre', 'User manuals', 'Software updates', 'Spare part prices', 'Nova 12 battery tips', 'Reset a forgotten lock screen'],
        },
        subtitle: { examples: ['With your IMEI or serial number', 'Pick-up and drop from your door', 'Open seven days a week', ''] },
        imagePc: { sample: 'imageUrl' },
        imageMobile: { sample: 'imageUrl' },
        linkUrl: { examples: ['/support/warranty-check', '/support/repair', '/support/service-centres', '/support/manuals', '/support/updates', '/support/spare-parts'] },
        startTime: { sample: 'validityStart' },
        endTime: { sample: 'validityEnd' },
    },
};
