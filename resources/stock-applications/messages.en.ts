/** stock-applications texts (resources.stock-applications), in English. */
export const stockApplicationsEn = {
    resources: {
        'stock-applications': {
            name: 'Stock application |||| Stock applications',
            fields: {
                applicationNo: 'Application no.',
                purpose: 'Purpose',
                warehouseId: 'Warehouse',
                lines: {
                    skuId: 'SKU',
                    qty: 'Quantity',
                },
                remark: 'Remark',
                skuCount: 'SKUs',
                totalQty: 'Total quantity',
                status: 'Status',
                rejectReason: 'Reason for rejecting',
                outboundNo: 'Outbound no.',
                creator: 'Applicant',
                createTime: 'Applied at',
                lastOperator: 'Last changed by',
                updateTime: 'Updated',
                approvalLog: 'Approval log',
            },
            choices: {
                purpose: { sample: 'Sample', demo: 'Demo unit', internal_use: 'Internal use', marketing: 'Marketing', other: 'Other' },
                status: { draft: 'Draft', submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected', fulfilled: 'Fulfilled' },
            },
            line: {
                title: 'Lines',
                number: 'Line %{line}',
            },
            actions: {
                submit: 'Submit',
                approve: 'Approve',
                reject: 'Reject',
                fulfil: 'Fulfil',
                revise: 'Revise',
                confirm_submit: 'Submit application %{no} for approval? Its lines can no longer be changed.',
                confirm_approve: 'Approve application %{no}? The warehouse may then issue its goods.',
                confirm_reject: 'Reject application %{no}? Give the reason the applicant will read.',
                confirm_fulfil: 'Mark application %{no} fulfilled? The warehouse has issued its goods.',
                confirm_revise: 'Take application %{no} back to a draft to change it?',
                done: 'Application %{no} is now %{status}',
                no_actions: 'No further action: this application is %{status}.',
            },
            log: {
                entry: '%{operator} · %{time}',
                reason: 'Reason: %{reason}',
            },
            validation: {
                no_lines: 'Add at least one line',
                line_sku: 'Line %{line}: choose a SKU',
                line_duplicate: 'Line %{line}: this SKU is already on another line',
                line_qty: 'Line %{line}: the quantity is a whole number from 1 to %{max}',
                remark_for_other: 'Say in the remark what the stock is for when the purpose is Other',
                reason_required: 'Give the reason for rejecting (5 characters at least)',
                transition: 'This change of status is not allowed',
                draft_only: 'Only a draft application can be changed',
            },
        },
    },
};
