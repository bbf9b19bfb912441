/** Fault-type dictionary texts (resources.fault-types), in Chinese. */
export const faultTypesZh = {
    resources: {
        'fault-types': {
            name: '故障类型',
            fields: {
                category: '分类',
                faultName: '故障',
                faultCode: '故障代码',
                modelIds: '适用机型',
                sort: '排序',
                status: '状态',
            },
            choices: {
                category: {
                    display: '屏幕与触控',
                    battery: '电池',
                    charging: '充电',
                    camera: '相机',
                    audio: '音频',
                    network: '网络与 SIM 卡',
                    software: '软件',
                    body: '机身与按键',
                    liquid: '进液',
                    sensor: '传感器',
                },
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                fault_code: '请输入 2 到 4 位大写字母加 3 到 6 位数字，如 SCR001',
            },
        },
    },
};
