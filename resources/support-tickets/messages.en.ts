/** "Email us" message texts (resources.support-tickets), in English. */
export const supportTicketsEn = {
    resources: {
        'support-tickets': {
            name: 'Email us message |||| Email us messages',
            fields: {
                ticketNo: 'Ticket no.',
                subject: 'Subject',
                category: 'Category',
                name: 'Name',
                email: 'E-mail',
                mobile: 'Mobile',
                country: 'Country',
                modelId: 'Model',
                imei: 'IMEI',
                message: 'Message',
                attachments: 'Attachments',
                status: 'Status',
                history: 'History',
                dueTime: 'Due',
                overdue: 'Overdue',
                submitTime: 'Submitted',
            },
            choices: {
                category: { repair: 'Repair', warranty: 'Warranty', software: 'Software', order: 'Order', feedback: 'Feedback', other: 'Other' },
                status: { new: 'New', replied: 'Replied', closed: 'Closed' },
            },
            actions: { create: 'Received', reply: 'Reply', close: 'Close' },
            validation: {
                mobile: 'Enter 8 to 13 digits, with the country code for a number abroad',
                imei: 'Enter the 15-digit IMEI (dial *#06#); its last digit did not check',
            },
        },
    },
};
