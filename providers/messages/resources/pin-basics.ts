/** Pincode reference texts (resources.pin-basics), in both languages. */
export const pinBasicsMessages = {
    en: {
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
    },
    zh: {
        resources: {
            'pin-basics': {
                name: 'PIN 码',
                fields: {
                    pincode: 'PIN 码',
                    postOffice: '邮局',
                    district: '区',
                    city: '城市',
                    stateId: '邦',
                    zone: '区域',
                    metro: '一线城市',
                    status: '状态',
                },
                choices: {
                    zone: { north: '北部', south: '南部', east: '东部', west: '西部', north_east: '东北部' },
                    status: { enabled: '启用', disabled: '禁用' },
                },
            },
        },
    },
};
