/** live-stream-reports texts (resources.live-stream-reports), in English. */
export const liveStreamReportsEn = {
    resources: {
        'live-stream-reports': {
            name: 'Live-stream performance |||| Live-stream performance',
            chart: { title: 'GMV per live session' },
            fields: {
                liveId: 'Live session',
                title: 'Title',
                startTime: 'Start time',
                endTime: 'End time',
                viewers: 'Viewers',
                peakOnline: 'Peak online',
                likes: 'Likes',
                comments: 'Comments',
                orders: 'Orders (live sale)',
                gmv: 'GMV',
                conversionRate: 'Conversion rate',
            },
        },
    },
};
