/** b2b-customers texts (resources.b2b-customers), in English. */
export const b2bCustomersEn = {
    resources: {
        'b2b-customers': {
            name: 'B2B customer |||| B2B customers',
            fields: {
                customerId: 'Customer ID',
                companyName: 'Company',
                stateId: 'State',
                gstin: 'GSTIN',
                pan: 'PAN',
                contactPerson: 'Contact person',
                mobile: 'Mobile',
                email: 'Email',
                billingAddress: 'Billing address',
                shippingAddress: 'Shipping address',
                creditLimit: 'Credit limit',
                paymentTerms: 'Payment terms',
                status: 'Status',
            },
            choices: {
                paymentTerms: { advance: 'Advance', net_15: 'Net 15 days', net_30: 'Net 30 days', net_45: 'Net 45 days' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                gstin_format: 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character',
                gstin_check: 'The GSTIN’s check character is wrong',
                gstin_state: 'The GSTIN’s state code is not the state’s GST code',
            },
        },
    },
};
