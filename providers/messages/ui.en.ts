/** English texts of the ui area (keys under oms.ui): shared building blocks of ui/. */
export const uiEn = {
    oms: {
        ui: {
            date_presets: {
                label: 'Date presets',
                last_week: 'Last week',
                last_month: 'Last month',
                last_three_months: 'Last three months',
            },
        },
    },
};
