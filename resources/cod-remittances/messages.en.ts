import { codChoicesEn } from '../cod-lines/choiceTexts';

/** cod-remittances texts (resources.cod-remittances), in English. */
export const codRemittancesEn = {
    resources: {
        'cod-remittances': {
            name: 'COD remittance |||| COD remittances',
            fields: {
                courier: 'Courier',
                remittanceDate: 'Remittance date',
                utrNo: 'UTR number',
                orderCount: 'Orders',
                codAmount: 'COD amount',
                remittedAmount: 'Remitted',
                deductionAmount: 'Deductions',
                orderAmount: 'Orders’ amount (orders)',
                diffAmount: 'Difference',
                matchedCount: 'Matched lines',
                status: 'Status',
                createTime: 'Imported at',
            },
            choices: { courier: codChoicesEn.courier, status: codChoicesEn.status },
            detail: { lines: 'Lines matched against the delivered COD orders' },
        },
    },
};
