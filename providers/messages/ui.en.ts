/** English texts of the ui area (keys under oms.ui): shared building blocks of ui/. */
export const uiEn = {
    oms: {
        ui: {
            time_ago: {
                just_now: 'just now',
                minutes: '%{smart_count} minute ago |||| %{smart_count} minutes ago',
                hours: '%{smart_count} hour ago |||| %{smart_count} hours ago',
                one_day: '1 day ago',
            },
            date_presets: {
                label: 'Date presets',
                last_week: 'Last week',
                last_month: 'Last month',
                last_three_months: 'Last three months',
            },
        },
    },
};
