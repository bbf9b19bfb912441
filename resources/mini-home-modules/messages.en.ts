import { activityCommonEn } from '../activity-common/texts';
import { appCommonEn } from '../app-common/texts';
import { homeModuleTextsEn } from '../app-home-modules/texts';

/** Mini-program home module texts (resources.mini-home-modules), in English: the app home's labels and rule texts. */
export const miniHomeModulesEn = {
    resources: {
        'mini-home-modules': { name: 'Mini-program home module |||| Mini-program home modules', ...homeModuleTextsEn },
        // The rules are the app home's: their texts come with this screen too.
        'app-home-modules': { validation: homeModuleTextsEn.validation },
    },
};

export { activityCommonEn, appCommonEn };
