import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the phone-check page with: one a site. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        title: { examples: ['Check your phone'] },
        intro: { examples: ['<p>Enter the IMEI or serial number to see whether your phone is genuine and until when its warranty runs.</p>'] },
        howToFindImei: { sample: 'imageUrl' },
        inWarrantyText: { examples: ['Genuine. Your warranty runs until {date}.'] },
        outOfWarrantyText: { examples: ['Genuine. The warranty ended on {date}; repairs are charged.'] },
        notFoundText: { examples: ['We could not find this number. Check it (dial *#06#) or contact the service centre.'] },
        status: { examples: ['online'] },
    },
};
