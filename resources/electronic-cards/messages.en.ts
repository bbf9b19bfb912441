/** Electronic card texts (resources.electronic-cards), in English. */
export const electronicCardsEn = {
    resources: {
        'electronic-cards': {
            name: 'Electronic card |||| Electronic cards',
            fields: {
                cardNo: 'Card no.',
                imei: 'IMEI',
                modelId: 'Model',
                mobile: 'Mobile number',
                plan: 'Plan',
                activationDate: 'Activated',
                expiryDate: 'Expires',
                status: 'Status',
            },
            choices: {
                plan: {
                    standard_warranty: 'Standard warranty',
                    extended_warranty: 'Extended warranty',
                    screen_damage: 'Screen damage protection',
                    accidental_damage: 'Accidental damage protection',
                    combo: 'Care+ combo',
                },
                status: { active: 'Active', expired: 'Expired', claimed: 'Claimed', cancelled: 'Cancelled' },
            },
            validation: {
                imei: 'An IMEI is 15 digits ending with its check digit',
                expiry: 'The card must expire after it is activated',
            },
        },
    },
};
