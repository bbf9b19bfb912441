/** Subsidy detail reminder texts (resources.subsidy-reminders), in English. */
export const subsidyRemindersEn = {
    resources: {
        'subsidy-reminders': {
            name: 'Missing details |||| Missing details',
            fields: {
                orderId: 'Order',
                provinceId: 'Province',
                userId: 'User ID',
                missingItems: 'Missing',
                deadline: 'Deadline',
                reminderCount: 'Reminders sent',
                lastReminderTime: 'Last reminder',
                status: 'Status',
            },
            choices: {
                missingItems: { invoice: 'E-invoice', imei: 'IMEI/SN', sign_proof: 'Proof of delivery', photos: 'Photos' },
                status: { pending: 'Pending', completed: 'Completed', overdue: 'Overdue' },
            },
            remind: {
                action: 'Send reminder',
                confirm: "Send the buyer of order %{order} an SMS reminder of the missing details?",
                done: 'Reminder sent',
            },
            validation: {
                completed: 'Nothing is missing any more',
                too_soon: 'A reminder went out less than %{hours} hours ago',
            },
        },
    },
};
