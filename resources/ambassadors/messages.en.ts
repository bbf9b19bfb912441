/** Ambassador texts (resources.ambassadors), in English. */
export const ambassadorsEn = {
    resources: {
        ambassadors: {
            name: 'Ambassador |||| Ambassadors',
            fields: {
                userId: 'User ID',
                name: 'Name',
                mobile: 'Mobile',
                email: 'E-mail',
                socialLinks: 'Social links',
                referralCode: 'Referral code',
                level: 'Level',
                joinTime: 'Joined',
                status: 'Status',
                totalOrders: 'Referred orders',
                totalCommission: 'Commission',
            },
            choices: {
                level: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold' },
                status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', disabled: 'Disabled' },
            },
            detail: {
                open: 'Detail',
                back: 'Back to the ambassadors',
                referral_link: 'Referral link (site path)',
                records: 'Referral records',
                not_found: 'No ambassador on this site has the user ID %{userId}',
            },
            actions: { approve: 'Approve', reject: 'Reject' },
            validation: { transition: 'An ambassador cannot go from %{from} to %{to}', totals: 'Orders and commission are summed from the referral records' },
        },
    },
};
