import { activityCommonZh } from '../activity-common/texts';
import { appCommonZh } from '../app-common/texts';
import { homeModuleTextsZh } from '../app-home-modules/texts';

/** Mini-program home module texts (resources.mini-home-modules), in Chinese. */
export const miniHomeModulesZh = {
    resources: {
        'mini-home-modules': { name: '小程序首页模块', ...homeModuleTextsZh },
        'app-home-modules': { validation: homeModuleTextsZh.validation },
    },
};

export { activityCommonZh, appCommonZh };
