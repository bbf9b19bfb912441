/** Fault-type dictionary texts (resources.fault-types), in English. */
export const faultTypesEn = {
    resources: {
        'fault-types': {
            name: 'Fault type |||| Fault types',
            fields: {
                category: 'Category',
                faultName: 'Fault',
                faultCode: 'Fault code',
                modelIds: 'Models',
                sort: 'Sort',
                status: 'Status',
            },
            choices: {
                category: {
                    display: 'Display and touch',
                    battery: 'Battery',
                    charging: 'Charging',
                    camera: 'Camera',
                    audio: 'Audio',
                    network: 'Network and SIM',
                    software: 'Software',
                    body: 'Body and buttons',
                    liquid: 'Liquid damage',
                    sensor: 'Sensors',
                },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                fault_code: 'Enter 2 to 4 capital letters then 3 to 6 digits, e.g. SCR001',
            },
        },
    },
};
