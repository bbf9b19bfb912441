/** Retail store map texts (resources.retail-store-map), in English. */
export const retailStoreMapEn = {
    resources: {
        'retail-store-map': {
            intro: 'The shops customers find on the support website’s map: displayed experience, flagship and authorised stores.',
            map: 'Stores by longitude and latitude',
        },
    },
};
