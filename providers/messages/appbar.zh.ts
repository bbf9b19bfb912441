import type { appbarEn } from './appbar.en';

/** 中文：appbar 区域的文本，键与英文一一对应。 */
export const appbarZh: typeof appbarEn = {
    oms: {
        appbar: {},
    },
};
