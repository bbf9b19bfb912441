import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed service-provinces: the main provinces of each service country. The app never imports it. */
export const seed: ResourceSeed = {
    count: 22,
    fields: {
        countryId: { sample: 'provinceCountry' },
        code: { sample: 'provinceCode' },
        name: { sample: 'provinceName' },
        sort: { sample: 'sequence' },
    },
};
