/** English texts of the shell: menu search and visited-page tabs (keys under oms.layout). */
export const layoutEn = {
    oms: {
        layout: {
            main_menu: 'Main menu',
            menu_search: 'Find a screen',
            menu_search_results: 'Screens found',
            menu_search_empty: 'No screen matches',
            tabs: 'Visited pages',
            close_tab: 'Close %{title}',
            tab_actions: 'Tab actions',
            close: 'Close',
            close_others: 'Close others',
            close_all: 'Close all',
        },
    },
};
