/** The dashboard's texts beyond the greeting (what needs doing): loaded with the dashboard, not with the first visit. */
export const messages = {
    oms: {
        dashboard: {
            work: {
                title: 'What needs doing',
                empty: 'Nothing needs doing on this site.',
                loading: 'Counting what needs doing',
                open: 'Open the list: %{label} (%{count})',
                progress: '%{file}: %{progress}%',
            },
            areas: {
                orders: 'Orders',
                refunds: 'Refunds',
                tasks: 'My imports and exports',
                activities: 'Activities ending soon',
                requests: 'Data-subject requests',
                service: 'Service requests',
                reconciliation: 'Reconciliation',
                stock: 'Stock',
            },
            cards: {
                pending_review: 'Orders pending review',
                refunds_failed: 'Failed refunds',
                tasks_failed: 'Failed',
                tasks_running: 'Running',
                activities_ending: '%{screen}: ending in 7 days',
                dsr_overdue: 'Past their due date',
                service_overdue: '%{screen}: past their due time',
                recon_unmatched: 'Unmatched for more than 7 days',
                stock_below_safety: 'Below safety stock',
            },
        },
    },
};
