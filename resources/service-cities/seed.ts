import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed service-cities: the main cities of each service province. The app never imports it. */
export const seed: ResourceSeed = {
    count: 35,
    fields: {
        countryId: { sample: 'cityCountry' },
        provinceId: { sample: 'cityProvince' },
        code: { sample: 'cityCode' },
        name: { sample: 'cityName' },
        sort: { sample: 'sequence' },
    },
};
