import { homeModulesEn } from '../home-modules/messages.en';

/** Online-store home module texts (resources.store-home-modules), in English: the website home's labels. */
export const storeHomeModulesEn = {
    resources: {
        'store-home-modules': { ...homeModulesEn.resources['home-modules'], name: 'Store home module |||| Store home modules' },
    },
};
