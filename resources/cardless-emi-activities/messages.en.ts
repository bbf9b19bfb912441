import { kitEn } from '../kit/messages.en';

/** Cardless EMI texts (resources.cardless-emi-activities), in English. */
export const cardlessEmiActivitiesEn = {
    resources: {
        'cardless-emi-activities': {
            name: 'Cardless EMI activity |||| Cardless EMI activities',
            fields: {
                name: 'Name',
                startTime: 'Start time',
                endTime: 'End time',
                status: 'Status',
                skuIds: 'Products (SKU name)',
                emiMonths: 'EMI months',
                createTime: 'Create time',
                lastOperator: 'Last operator',
                updateTime: 'Updated',
            },
            choices: {
                status: kitEn.resources.kit.activity.status,
                emiMonths: { 3: '3 months', 6: '6 months', 9: '9 months', 12: '12 months', 18: '18 months', 24: '24 months' },
            },
        },
    },
};
