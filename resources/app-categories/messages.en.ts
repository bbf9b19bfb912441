import { activityCommonEn } from '../activity-common/texts';
import { categoryPageTextsEn } from './texts';

/** App category page texts (resources.app-categories), in English; the redirect block's are the kit's. */
export const appCategoriesEn = {
    resources: { 'app-categories': { name: 'App category page |||| App category pages', ...categoryPageTextsEn } },
};

export { activityCommonEn };
