/** After-sales policy texts (resources.aftersales-settings), in English. */
export const aftersalesSettingsEn = {
    resources: {
        'aftersales-settings': {
            name: 'After-sales policy |||| After-sales policies',
            fields: {
                policyName: 'Policy',
                returnWindowDays: 'Return window (days)',
                replacementWindowDays: 'Replacement window (days)',
                doaDays: 'Dead on arrival (days)',
                returnReasons: 'Return reasons',
                pickupEnabled: 'Courier pickup',
                refundMethods: 'Refund methods',
                instructions: 'Instructions for buyers',
                updateTime: 'Update time',
            },
            choices: {
                returnReasons: {
                    defective: 'Defective',
                    dead_on_arrival: 'Dead on arrival',
                    wrong_item: 'Wrong item',
                    damaged_in_transit: 'Damaged in transit',
                    not_as_described: 'Not as described',
                    changed_mind: 'Changed mind',
                },
                refundMethods: { original_payment: 'Original payment', bank_transfer: 'Bank transfer', wallet: 'Wallet' },
            },
            validation: {
                doa_within_replacement: 'The dead-on-arrival period lies within the replacement window',
                reasons_needed: 'Choose the reasons a return may give, or set the return window to 0',
            },
        },
    },
};
