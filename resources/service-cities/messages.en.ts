/** Service-website city texts (resources.service-cities), in English. */
export const serviceCitiesEn = {
    resources: {
        'service-cities': {
            name: 'City |||| Cities',
            fields: {
                countryId: 'Country',
                provinceId: 'Province',
                code: 'City code',
                name: 'City',
                sort: 'Sort',
                status: 'Status',
            },
            choices: {
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                code: 'Enter 3 capital letters, e.g. BOM',
                province_of_country: 'This province is not in the chosen country',
                code_taken: 'This province already has a city with this code',
                name_taken: 'This province already has a city with this name',
            },
        },
    },
};
