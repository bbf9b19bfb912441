import type { uiEn } from './ui.en';

/** 中文：ui 区域的文本，键与英文一一对应。中文只有一种复数形式，值中不使用 ||||。 */
export const uiZh: typeof uiEn = {
    oms: {
        ui: {
            date_presets: {
                label: '快捷日期',
                last_week: '最近一周',
                last_month: '最近一个月',
                last_three_months: '最近三个月',
            },
        },
    },
};
