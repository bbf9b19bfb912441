import { activityCommonEn } from '../activity-common/texts';
import { appCommonEn } from '../app-common/texts';
import { homeModuleTextsEn } from './texts';

/** App home (V1) module texts (resources.app-home-modules), in English; the redirect block's are the kit's. */
export const appHomeModulesEn = {
    resources: { 'app-home-modules': { name: 'App home module |||| App home modules', ...homeModuleTextsEn } },
};

export { activityCommonEn, appCommonEn };
