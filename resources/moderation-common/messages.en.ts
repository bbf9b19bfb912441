/** The moderation model's texts (resources.moderation-common): statuses, actions, confirmations, refusals, the reason's rule. */
export const moderationCommonEn = {
    resources: {
        'moderation-common': {
            fields: {
                status: 'Status',
                rejectReason: 'Reason for rejecting',
                moderator: 'Moderated by',
                moderateTime: 'Moderated',
                reason: 'Reason',
            },
            status: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', hidden: 'Hidden' },
            actions: { approve: 'Approve', reject: 'Reject', hide: 'Hide', show: 'Show' },
            confirm: {
                approve: 'Approve "%{name}"? It appears on the website.',
                reject: 'Reject "%{name}"? It never appears on the website; the reason stays with it.',
                hide: 'Hide "%{name}" from the website? It can be shown again.',
                show: 'Show "%{name}" on the website again?',
            },
            done: {
                approve: 'Approved',
                reject: 'Rejected',
                hide: 'Hidden',
                show: 'Shown again',
            },
            refused: {
                approve: 'Only pending content can be approved',
                reject: 'Only pending content can be rejected',
                hide: 'Only approved content can be hidden',
                show: 'Only hidden content can be shown again',
            },
            validation: {
                reason_required: 'Give the reason for rejecting',
                reason_length: 'The reason is %{min} to %{max} characters',
                by_action: 'The status changes only through approve, reject, hide and show',
                label_review: 'Pick enabled labels meant for reviews',
                label_question: 'Pick enabled labels meant for questions',
            },
            rejected_text: 'The rejected text, as the buyer wrote it (markup and scripts removed)',
        },
    },
};
