/** State texts (resources.states), in Chinese. */
export const statesZh = {
    resources: {
        states: {
            name: '邦',
            fields: {
                gstStateCode: 'GST 邦代码',
                code: '邦简称',
                name: '邦 / 中央直辖区',
                type: '类型',
                zone: '区域',
                sort: '排序',
                status: '状态',
            },
            choices: {
                type: { state: '邦', union_territory: '中央直辖区' },
                zone: { north: '北部', south: '南部', east: '东部', west: '西部', north_east: '东北部' },
                status: { enabled: '启用', disabled: '禁用' },
            },
            validation: { gst_state_code: 'GST 邦代码为两位数字：01 至 38、97 或 99' },
        },
    },
};
