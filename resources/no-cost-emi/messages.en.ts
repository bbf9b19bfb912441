import { activityStatusChoicesEn, commonFieldsEn } from '../activity-common/texts';

/** No-cost EMI texts (resources.no-cost-emi), in English. */
export const noCostEmiEn = {
    resources: {
        'no-cost-emi': {
            name: 'No-cost EMI activity |||| No-cost EMI activities',
            fields: {
                ...commonFieldsEn,
                skuIds: 'SKUs',
                tenures: 'Tenures (months)',
                issuers: 'Card issuers',
                subventionType: 'Interest borne',
                subventionShare: 'Share of the interest borne',
            },
            choices: {
                tenures: { 3: '3 months', 6: '6 months', 9: '9 months', 12: '12 months', 18: '18 months', 24: '24 months' },
                subventionType: { full_interest: 'All of it', partial: 'A share' },
                status: activityStatusChoicesEn,
            },
            validation: { partial_share: 'A partial subvention bears between 1% and 99% of the interest (0.01 to 0.99)' },
        },
    },
};
