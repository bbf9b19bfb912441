/** home-modules texts (resources.home-modules), in English. */
export const homeModulesEn = {
    resources: {
        'home-modules': {
            name: 'Home module |||| Home modules',
            fields: {
                sort: 'Order',
                title: 'Title',
                moduleType: 'Module type',
                platform: 'Platform',
                image: 'Image',
                linkUrl: 'Link',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                moduleType: { kv_banner: 'Key visual banner', product_floor: 'Product floor', promo_tile: 'Promotion tile', video: 'Video', news: 'News strip' },
                platform: { pc: 'PC', mobile: 'Mobile' },
                status: { online: 'Online', offline: 'Offline' },
            },
        },
    },
};
