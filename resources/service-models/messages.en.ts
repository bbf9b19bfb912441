/** Service-website device model texts (resources.service-models), in English. */
export const serviceModelsEn = {
    resources: {
        'service-models': {
            name: 'Device model |||| Device models',
            fields: {
                marketingName: 'Model name',
                modelCode: 'Model number',
                spuId: 'SPU',
                image: 'Picture',
                launchDate: 'Launch date',
                sort: 'Sort',
                status: 'Status',
            },
            choices: {
                status: { display: 'Display', hide: 'Hide' },
            },
            actions: { display: 'Display', hide: 'Hide' },
            validation: {
                model_code: 'Enter 4 to 12 capital letters or digits, as printed on the box',
            },
        },
    },
};
