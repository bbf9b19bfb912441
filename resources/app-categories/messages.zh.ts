import { activityCommonZh } from '../activity-common/texts';
import { categoryPageTextsZh } from './texts';

/** App category page texts (resources.app-categories), in Chinese. */
export const appCategoriesZh = {
    resources: { 'app-categories': { name: '应用类目页', ...categoryPageTextsZh } },
};

export { activityCommonZh };
