import type { layoutEn } from './layout.en';

/** 中文：外壳（菜单搜索、已访问页面标签）的文本，键与英文一一对应。 */
export const layoutZh: typeof layoutEn = {
    oms: {
        layout: {
            main_menu: '主菜单',
            menu_search: '查找页面',
            menu_search_results: '找到的页面',
            menu_search_empty: '没有匹配的页面',
            tabs: '已访问页面',
            close_tab: '关闭 %{title}',
            tab_actions: '标签操作',
            close: '关闭',
            close_others: '关闭其他',
            close_all: '关闭全部',
        },
    },
};
