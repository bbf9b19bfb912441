/** Subsidy province texts (resources.subsidy-provinces), in English. */
export const subsidyProvincesEn = {
    resources: {
        'subsidy-provinces': {
            name: 'Subsidy province |||| Subsidy provinces',
            fields: {
                provinceCode: 'Province code',
                provinceName: 'Province',
                auditForm: 'Claim form',
                subsidyRate: 'Subsidy rate',
                capPerUnit: 'Cap per unit',
                priceCeiling: 'Price ceiling',
                categories: 'Categories',
                qualificationChannel: 'Qualification channel',
                validFrom: 'Valid from',
                validTo: 'Valid to',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                auditForm: { gd: 'Guangdong form', hebei: 'Hebei form', other: 'Common form' },
                categories: { phone: 'Phone', tablet: 'Tablet', smartwatch: 'Smartwatch', band: 'Fitness band' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            actions: { enable: 'Enable', disable: 'Disable' },
            validation: {
                province_code: 'A province-level code of GB/T 2260: two digits, then 0000 (e.g. 440000)',
                fen: 'At most two decimals (whole fen)',
                cap_above_ceiling: 'The cap per unit cannot be above the price ceiling',
                valid_to: 'Valid to must be after valid from',
            },
        },
    },
};
