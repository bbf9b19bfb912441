/** Brand support home texts (resources.support-home-slots), in English. */
export const supportHomeSlotsEn = {
    resources: {
        'support-home-slots': {
            name: 'Support home slot |||| Support home slots',
            fields: {
                sort: 'Order',
                module: 'Module',
                title: 'Title',
                subtitle: 'Subtitle',
                imagePc: 'Image (PC)',
                imageMobile: 'Image (mobile)',
                linkUrl: 'Link',
                startTime: 'Start time',
                endTime: 'End time',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                module: { hero_banner: 'Hero banner', quick_entry: 'Quick entry', hot_topic: 'Hot topic' },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                banner_image: 'A hero banner needs its PC image',
                end_after_start: 'The end time is after the start time',
            },
        },
    },
};
