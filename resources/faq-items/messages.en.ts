/** FAQ texts (resources.faq-items), in English. */
export const faqItemsEn = {
    resources: {
        'faq-items': {
            name: 'FAQ entry |||| FAQ',
            fields: {
                category: 'Section',
                question: 'Question',
                answer: 'Answer',
                modelIds: 'Models',
                language: 'Language',
                sort: 'Sort',
                helpfulCount: 'Found helpful',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                category: {
                    warranty: 'Warranty',
                    repair: 'Repair',
                    orders: 'Orders and delivery',
                    returns: 'Returns and refunds',
                    software: 'Software updates',
                    account: 'Account',
                },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                language: 'Enter a language and region, e.g. en-IN',
            },
        },
    },
};
