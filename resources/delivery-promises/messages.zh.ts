import { enabledChoicesZh } from '../activity-common/texts';

/** Delivery promise texts (resources.delivery-promises), in Chinese. */
export const deliveryPromisesZh = {
    resources: {
        'delivery-promises': {
            name: '配送时效',
            fields: {
                stateId: '邦',
                city: '城市',
                warehouseId: '仓库',
                maxDays: '最晚（天）',
                minDays: '最早（天）',
                cutoffTime: '截单时间',
                displayText: '展示文案',
                status: '状态',
            },
            choices: { status: enabledChoicesZh },
            validation: {
                min_over_max: '最早天数不能晚于最晚天数',
                cutoff_time: '请按 HH:mm（24 小时制）输入时间',
            },
        },
    },
};
