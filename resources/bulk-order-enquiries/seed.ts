import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed bulk-order enquiries. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        enquiryNo: { sample: 'code' },
        companyName: { sample: 'company' },
        contactName: { sample: 'person' },
        email: { sample: 'email' },
        mobile: { sample: 'phone' },
        city: { sample: 'city' },
        message: {
            examples: [
                'Phones for our field sales team, with a three-year warranty',
                'Earbuds as year-end gifts for employees',
                'Tablets for a school programme; invoice with GST needed',
                'Replacement devices for our delivery partners',
            ],
        },
        remark: { examples: ['Quote sent', 'Asked for delivery dates', 'Passed to the B2B team', 'No budget this quarter'] },
    },
};
