/** receiving-emails texts (resources.receiving-emails), in English. */
export const receivingEmailsEn = {
    resources: {
        'receiving-emails': {
            name: 'Notification recipient |||| Notification recipients',
            fields: { email: 'Email', name: 'Name', eventTypes: 'Notified of', status: 'Status' },
            choices: {
                eventTypes: { new_order: 'New bulk order', payment_received: 'Payment received', shipped: 'Shipped' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: { email: 'Enter an e-mail address (name@example.com)' },
        },
    },
};
