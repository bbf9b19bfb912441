import { homeModulesZh } from '../home-modules/messages.zh';

/** Online-store home module texts (resources.store-home-modules), in Chinese: the website home's labels. */
export const storeHomeModulesZh = {
    resources: {
        'store-home-modules': { ...homeModulesZh.resources['home-modules'], name: '商城首页模块' },
    },
};
