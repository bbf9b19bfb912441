import { activityCommonZh } from '../activity-common/texts';
import { appCommonZh } from '../app-common/texts';
import { homeModuleTextsZh } from './texts';

/** App home (V1) module texts (resources.app-home-modules), in Chinese. */
export const appHomeModulesZh = {
    resources: { 'app-home-modules': { name: '应用首页模块', ...homeModuleTextsZh } },
};

export { activityCommonZh, appCommonZh };
