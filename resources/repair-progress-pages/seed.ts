import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the repair-progress search page with: one a site. The app never imports it. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        title: { examples: ['Track your repair'] },
        searchHint: { examples: ['Enter the request number from your SMS (PD…) or the IMEI (dial *#06#)'] },
        searchBy: { sample: 'progressSearchBy' },
        intro: { examples: ['<p>See where your phone is: picked up, at the service centre, repaired or on its way back to you.</p>'] },
        banner: { sample: 'imageUrl' },
        status: { examples: ['online'] },
    },
};
