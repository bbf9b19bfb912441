import type { uiEn } from './ui.en';

/** 中文：ui 区域的文本，键与英文一一对应。 */
export const uiZh: typeof uiEn = {
    oms: {
        ui: {},
    },
};
