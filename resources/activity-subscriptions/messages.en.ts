/** Activity reminder texts (resources.activity-subscriptions), in English. */
export const activitySubscriptionsEn = {
    resources: {
        'activity-subscriptions': {
            name: 'Sale reminder |||| Sale reminders',
            fields: {
                userId: 'User ID',
                contact: 'Mobile or e-mail',
                activityName: 'Activity',
                channel: 'Channel',
                subscribeTime: 'Subscribed',
                notifyStatus: 'Reminder',
                notifyTime: 'Notified',
            },
            choices: {
                channel: { sms: 'SMS', email: 'E-mail', push: 'Push' },
                notifyStatus: { waiting: 'Waiting', notified: 'Notified' },
            },
            actions: { notify_now: 'Notify now' },
        },
    },
};
