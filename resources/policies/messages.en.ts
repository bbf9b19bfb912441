/** policies texts (resources.policies), in English. */
export const policiesEn = {
    resources: {
        policies: {
            name: 'Policy |||| Policies',
            fields: {
                policyType: 'Policy type',
                title: 'Title',
                version: 'Version',
                effectiveDate: 'Effective date',
                urlSlug: 'URL slug',
                body: 'Body',
                status: 'Status',
                lastEditor: 'Last editor',
                updateTime: 'Update time',
            },
            choices: {
                policyType: {
                    privacy: 'Privacy',
                    terms: 'Terms of use',
                    cookie: 'Cookies',
                    return_refund: 'Return and refund',
                    warranty: 'Warranty',
                    children: "Children's privacy",
                    other: 'Other',
                },
                status: { draft: 'Draft', published: 'Published', offline: 'Offline' },
            },
            validation: {
                version: 'A version is two numbers, e.g. 2.1',
                effective_date: 'A published policy needs its effective date',
            },
        },
    },
};
