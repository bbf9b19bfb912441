/** Live-chat entry texts (resources.customer-service-settings), in English. */
export const customerServiceSettingsEn = {
    resources: {
        'customer-service-settings': {
            name: 'Online customer service |||| Online customer service',
            fields: {
                provider: 'Chat provider',
                entryUrl: 'Chat address',
                channels: 'Channels',
                displayPages: 'Shown on',
                workingHours: 'Working hours',
                offlineMessage: 'Offline message',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                provider: { zendesk: 'Zendesk', freshchat: 'Freshchat', livechat: 'LiveChat', in_house: 'In-house chat' },
                channels: { web: 'Website', app: 'App' },
                displayPages: { home: 'Home', product: 'Product pages', order: 'Order pages', support: 'Support pages', checkout: 'Checkout' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                https: 'The chat opens over https: the address starts with https://',
                hours: 'Write the hours as 09:00-21:00',
                hours_order: 'The end of the working hours comes after their start',
            },
        },
    },
};
