/** Service-website province texts (resources.service-provinces), in English. */
export const serviceProvincesEn = {
    resources: {
        'service-provinces': {
            name: 'Province |||| Provinces',
            fields: {
                countryId: 'Country',
                code: 'Province code',
                name: 'Province',
                sort: 'Sort',
                status: 'Status',
            },
            choices: {
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                code: 'Enter 1 to 3 capital letters or digits, e.g. MH',
                code_taken: 'This country already has a province with this code',
                name_taken: 'This country already has a province with this name',
            },
        },
    },
};
