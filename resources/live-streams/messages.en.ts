/** Live-stream session texts (resources.live-streams), in English. */
export const liveStreamsEn = {
    resources: {
        'live-streams': {
            name: 'Live stream |||| Live streams',
            fields: {
                title: 'Title',
                coverImage: 'Cover image',
                anchor: 'Host',
                platform: 'Platform',
                streamUrl: 'Stream URL',
                replayUrl: 'Replay URL',
                startTime: 'Start time',
                endTime: 'End time',
                products: 'Products (SKU, live price, stock)',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                platform: { app: 'Brand app', youtube: 'YouTube', facebook: 'Facebook', other: 'Other' },
                status: { not_started: 'Not started', live: 'Live', ended: 'Ended' },
            },
            actions: { start: 'Start', end: 'End' },
            validation: {
                status_change: 'The status “%{from}” cannot change to “%{to}”',
                end_before_start: 'The end time must be after the start time',
                too_long: 'A session lasts at most %{hours} hours',
                products_shape: 'Products are a list of {"skuId", "livePrice", "stock"}',
                live_price: 'A live price must be above zero',
                stock: 'Stock is a whole number, at least 0',
                sku_twice: 'A SKU is listed once',
                unknown_sku: 'SKU %{sku} is not a SKU of this site',
                above_price: 'The live price of %{sku} is above its selling price',
            },
        },
    },
};
