import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds express fees with: the site's couriers to its provinces, some paid by the brand. */
export const seed: ResourceSeed = {
    count: 4,
    fields: {
        provinceId: { sample: 'feeProvince' },
        courier: { sample: 'feeCourier' },
        payer: { sample: 'feePayer' },
        feeAmount: { sample: 'feeAmount' },
        freeAbove: { sample: 'feeFreeAbove' },
        status: { examples: ['enabled'] },
    },
};
