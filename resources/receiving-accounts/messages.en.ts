/** receiving-accounts texts (resources.receiving-accounts), in English. */
export const receivingAccountsEn = {
    resources: {
        'receiving-accounts': {
            name: 'Receiving account |||| Receiving accounts',
            fields: {
                bankName: 'Bank',
                accountName: 'Account name',
                accountNumber: 'Account number',
                ifsc: 'IFSC',
                branch: 'Branch',
                currency: 'Currency',
                status: 'Status',
            },
            choices: { currency: { INR: 'Indian rupee (INR)' }, status: { enabled: 'Enabled', disabled: 'Disabled' } },
            validation: {
                account_number: 'An account number is 9 to 18 digits',
                ifsc: 'An IFSC is 4 letters, 0, then 6 letters or digits (e.g. HDFC0000060)',
            },
        },
    },
};
