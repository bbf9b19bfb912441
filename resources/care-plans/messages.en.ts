/** Care+ plan texts (resources.care-plans), in English. */
export const carePlansEn = {
    resources: {
        'care-plans': {
            name: 'Care+ plan |||| Care+ plans',
            fields: {
                planName: 'Plan',
                planType: 'Cover',
                durationMonths: 'Months',
                price: 'Base price',
                planSku: 'Plan SKU',
                modelIds: 'Models',
                terms: 'Terms',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                planType: { extended_warranty: 'Extended warranty', screen_damage: 'Screen damage', accidental_damage: 'Accidental damage', combo: 'Combo' },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: { duration: 'This cover is sold for %{months} months' },
        },
    },
};
