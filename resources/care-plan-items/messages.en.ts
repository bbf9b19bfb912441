/** Care+ plan item texts (resources.care-plan-items), in English. */
export const carePlanItemsEn = {
    resources: {
        'care-plan-items': {
            name: 'Care+ plan item |||| Care+ plan items',
            fields: {
                planId: 'Plan',
                modelId: 'Model',
                devicePriceFrom: 'Device price from',
                devicePriceTo: 'Device price to',
                planPrice: 'Plan price',
                coverage: 'Coverage',
                claimLimit: 'Claims',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { status: { online: 'Online', offline: 'Offline' } },
            validation: {
                band_order: 'The band ends above where it starts',
                price_below_device: 'The plan costs less than the cheapest phone of its band',
                band_overlap: 'Overlaps the band %{from} – %{to} of this plan and model',
            },
        },
    },
};
