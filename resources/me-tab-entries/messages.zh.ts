import { activityCommonZh, onlineChoicesZh, redirectLabelsZh } from '../activity-common/texts';

const redirect = redirectLabelsZh('jump');

/** Me tab entry texts (resources.me-tab-entries), in Chinese. */
export const meTabEntriesZh = {
    resources: {
        'me-tab-entries': {
            name: '“我的”页入口',
            fields: { ...redirect.fields, sort: '顺序', title: '标题', icon: '图标', badgeText: '角标', status: '状态', updateTime: '更新时间' },
            choices: { ...redirect.choices, status: onlineChoicesZh },
            validation: { jump_needed: '入口需要打开内容：请选择跳转类型' },
        },
    },
};

export { activityCommonZh };
