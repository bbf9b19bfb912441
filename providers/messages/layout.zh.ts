import type { layoutEn } from './layout.en';

/** 中文：layout 区域的文本，键与英文一一对应。 */
export const layoutZh: typeof layoutEn = {
    oms: {
        layout: {},
    },
};
