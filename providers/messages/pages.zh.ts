import type { pagesEn } from './pages.en';

/** 中文：pages 区域的文本，键与英文一一对应。 */
export const pagesZh: typeof pagesEn = {
    oms: {
        pages: {},
    },
};
