/** English texts of the appbar area (keys under oms.appbar). */
export const appbarEn = {
    oms: {
        appbar: {
            sibling_apps: {
                label: 'Other applications',
                bulk: 'Bulk sales',
                bulk_overseas: 'Overseas bulk sales',
                productCore: 'Product master data',
                prophet: 'Gross profit',
                new_tab: '%{name} (opens in a new tab)',
            },
            async_task: {
                label: 'Async tasks',
                updated: 'Async tasks: new results',
            },
            site: {
                option: '%{name} (%{code})',
            },
            user_menu: {
                dashboard: 'Dashboard',
                change_password: 'Change password',
            },
            fullscreen: {
                enter: 'Full screen',
                exit: 'Exit full screen',
            },
            error_log: {
                button: 'Error log: %{smart_count} error |||| Error log: %{smart_count} errors',
                title: 'Error log',
                time: 'Time',
                message: 'Message',
                component: 'Component',
                info: 'Info',
                url: 'URL',
                repeated: 'seen %{count} times',
                stack: 'Stack',
                empty: 'No errors recorded.',
                clear: 'Clear',
                close: 'Close',
            },
            error_boundary: {
                title: 'This part of the page failed to display.',
                hint: 'The error has been added to the error log.',
                retry: 'Retry',
                dashboard: 'Back to the dashboard',
            },
        },
    },
};
