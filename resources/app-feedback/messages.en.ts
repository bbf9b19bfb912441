/** App feedback texts (resources.app-feedback), in English. */
export const appFeedbackEn = {
    resources: {
        'app-feedback': {
            name: 'Feedback |||| Feedback',
            fields: {
                feedbackId: 'Feedback ID',
                userId: 'User ID',
                feedbackType: 'Type',
                content: 'Feedback',
                images: 'Pictures',
                appVersion: 'App version',
                deviceModel: 'Device',
                osVersion: 'OS',
                createTime: 'Sent',
                status: 'Status',
                reply: 'Reply',
                updateTime: 'Updated',
            },
            choices: {
                feedbackType: { bug: 'Bug', suggestion: 'Suggestion', other: 'Other' },
                status: { new: 'New', processed: 'Processed' },
            },
            actions: { process: 'Mark processed' },
            validation: {
                reply_first: 'Reply to the user before marking the feedback processed',
                status_change: 'The status “%{from}” cannot change to “%{to}”',
            },
        },
    },
};
