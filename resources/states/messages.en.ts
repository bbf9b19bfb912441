/** State texts (resources.states), in English. */
export const statesEn = {
    resources: {
        states: {
            name: 'State |||| States',
            fields: {
                gstStateCode: 'GST state code',
                code: 'State code',
                name: 'State / UT',
                type: 'Type',
                zone: 'Zone',
                sort: 'Sort',
                status: 'Status',
            },
            choices: {
                type: { state: 'State', union_territory: 'Union territory' },
                zone: { north: 'North', south: 'South', east: 'East', west: 'West', north_east: 'North East' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: { gst_state_code: 'A GST state code is two digits: 01 to 38, 97 or 99' },
        },
    },
};
