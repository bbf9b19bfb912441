/** Lottery prize texts (resources.prizes), in English. */
export const prizesEn = {
    resources: {
        prizes: {
            name: 'Prize |||| Prizes',
            fields: {
                prizeName: 'Prize name',
                prizeType: 'Prize type',
                couponTemplateId: 'Coupon template',
                points: 'Points',
                image: 'Image',
                stock: 'Stock',
                value: 'Value',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                prizeType: { coupon: 'Coupon', physical: 'Physical prize', points: 'Points', no_prize: 'No prize' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            actions: { enable: 'Enable', disable: 'Disable' },
        },
    },
};
