/** Points reissue texts (resources.points-reissues), in English. */
export const pointsReissuesEn = {
    resources: {
        'points-reissues': {
            name: 'Points reissue |||| Points reissues',
            fields: {
                userId: 'User ID',
                points: 'Points (− to deduct)',
                reason: 'Reason',
                orderId: 'Order ID',
                status: 'Status',
                flowId: 'Ledger flow ID',
                creator: 'Asked by',
                createTime: 'Asked at',
                lastOperator: 'Handled by',
                updateTime: 'Update time',
            },
            choices: { status: { pending: 'Pending', done: 'Done', rejected: 'Rejected' } },
            actions: { confirm: 'Confirm', reject: 'Reject' },
            validation: {
                whole: 'Give whole points, positive to reissue or negative to deduct',
                bound: 'One request reissues or deducts at most %{bound} points',
                reason: 'Give the reason in at least 5 characters',
                order: 'An order ID reads OMS followed by 9 to 12 digits',
                no_account: 'No points account on this site has this user ID',
                start: 'A new request starts as pending',
                transition: 'A request cannot go from %{from} to %{to}',
                second_person: 'Above %{above} points, someone other than who asked confirms the request',
                locked: 'A confirmed or rejected request cannot be changed',
                below_zero: 'The deduction would take the balance below zero (balance %{balance})',
            },
        },
    },
};
