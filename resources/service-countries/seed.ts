import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed service-countries: the nine countries the brand's sites serve. The app never imports it. */
export const seed: ResourceSeed = {
    count: 9,
    fields: {
        countryCode: { sample: 'countryCode' },
        countryName: { sample: 'countryName' },
        site: { sample: 'countrySite' },
        language: { sample: 'countryLanguage' },
        currency: { sample: 'countryCurrency' },
        domain: { sample: 'countryDomain' },
        hotline: { sample: 'countryHotline' },
        email: { sample: 'countryEmail' },
        sort: { sample: 'sequence' },
    },
};
