import { storeAddressesZh } from '../store-addresses/messages.zh';

const STORE = storeAddressesZh.resources['store-addresses'];

/** 服务中心文案（resources.service-centers），中文：门店地址的文案，加上提供的服务。 */
export const serviceCentersZh = {
    resources: {
        'service-centers': {
            name: '服务中心',
            fields: { ...STORE.fields, name: '服务中心名称', serviceTypes: '服务方式', phone: '电话' },
            choices: {
                serviceTypes: { walk_in: '到店', pick_and_drop: '上门取送', mail_in: '寄修' },
                status: STORE.choices.status,
            },
            actions: STORE.actions,
            validation: { ...STORE.validation, phone: '请输入 6 到 15 位数字的电话，如 1800-103-6286' },
        },
    },
};
