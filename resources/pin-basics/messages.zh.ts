/** Pincode reference texts (resources.pin-basics), in Chinese. */
export const pinBasicsZh = {
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
};
