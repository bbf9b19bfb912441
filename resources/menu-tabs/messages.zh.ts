import { activityCommonZh, commonFieldsZh, onlineChoicesZh, redirectLabelsZh } from '../activity-common/texts';
import { appCommonZh } from '../app-common/texts';

const redirect = redirectLabelsZh('jump');

/** Bottom tab texts (resources.menu-tabs), in Chinese. */
export const menuTabsZh = {
    resources: {
        'menu-tabs': {
            name: '底部标签',
            fields: { ...commonFieldsZh, ...redirect.fields, sort: '顺序', tabName: '标签名称', iconNormal: '图标', iconSelected: '图标（选中）' },
            choices: { ...redirect.choices, status: onlineChoicesZh },
            validation: { too_many_online: '底部标签栏最多同时上线 %{max} 个标签：请先下线一个' },
        },
    },
};

export { activityCommonZh, appCommonZh };
