import type { ResourceModule } from '../kit/types';

/**
 * Sale-start reminders buyers asked for. Buyers
 * subscribe on the site, so the list is read-only here; staff send a waiting reminder now (a confirmed row action)
 * and export the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'subscribeTime', order: 'DESC' },
    actions: {
        readOnly: true,
        export: true,
        status: {
            field: 'notifyStatus',
            transitions: [{ from: ['waiting'], to: 'notified', labelKey: 'resources.activity-subscriptions.actions.notify_now' }],
        },
    },
    fields: [
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'contact', type: 'text', column: 'default', filter: 'optional' },
        {
            source: 'activityName',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            sortable: true,
        },
        { source: 'channel', type: 'enum', choices: ['sms', 'email', 'push'], column: 'default', filter: 'optional' },
        { source: 'subscribeTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'notifyStatus', type: 'enum', choices: ['waiting', 'notified'], column: 'default', filter: 'alwaysOn' },
        { source: 'notifyTime', type: 'datetime', column: 'pickable', sortable: true },
    ],
};

/** A reminder's send time is the server's: stamped when it is notified, none while it waits. */
export const derive = (record: Record<string, unknown>) => ({
    notifyTime: record.notifyStatus === 'notified' ? (record.notifyTime ?? new Date().toISOString()) : null,
});
