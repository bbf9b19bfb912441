/** dsr-requests texts (resources.dsr-requests), in English. */
export const dsrRequestsEn = {
    resources: {
        'dsr-requests': {
            name: 'Data subject request |||| Data subject requests',
            fields: {
                requestNo: 'Request no.',
                requestType: 'Request type',
                customerName: 'Customer',
                email: 'E-mail',
                submitTime: 'Submitted',
                dueDate: 'Due date',
                status: 'Status',
                handler: 'Handler',
                remark: 'Remark',
                updateTime: 'Update time',
            },
            choices: {
                requestType: {
                    access: 'Access',
                    deletion: 'Deletion',
                    correction: 'Correction',
                    portability: 'Portability',
                    objection: 'Objection',
                    withdraw_consent: 'Withdraw consent',
                },
                status: { new: 'New', identity_check: 'Identity check', processing: 'Processing', completed: 'Completed', rejected: 'Rejected' },
            },
            actions: { check_identity: 'Check identity', process: 'Start processing', reject: 'Reject', complete: 'Complete' },
            overdue: 'Overdue by 1 day |||| Overdue by %{smart_count} days',
            validation: {
                email: 'Enter a valid e-mail address',
                due_window: 'The due date is between the submission and %{days} days after it',
                transition: 'A request cannot go from %{from} to %{to}',
            },
        },
    },
};
