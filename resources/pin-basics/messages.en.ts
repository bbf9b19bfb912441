/** Pincode reference texts (resources.pin-basics), in English. */
export const pinBasicsEn = {
    resources: {
        'pin-basics': {
            name: 'Pincode |||| Pincodes',
            fields: {
                pincode: 'Pincode',
                postOffice: 'Post office',
                district: 'District',
                city: 'City',
                stateId: 'State',
                zone: 'Zone',
                metro: 'Metro',
                status: 'Status',
            },
            choices: {
                zone: { north: 'North', south: 'South', east: 'East', west: 'West', north_east: 'North East' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
        },
    },
};
