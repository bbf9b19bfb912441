/** Children's privacy policy texts (resources.children-privacy-policies), in English. */
export const childrenPrivacyPoliciesEn = {
    resources: {
        'children-privacy-policies': {
            name: "Children's privacy policy |||| Children's privacy policies",
            fields: {
                title: 'Title',
                version: 'Version',
                effectiveDate: 'Effective date',
                urlSlug: 'URL slug',
                body: 'Body',
                status: 'Status',
                consentAge: 'Parental consent under age',
                lastEditor: 'Last editor',
                updateTime: 'Update time',
            },
            choices: { status: { draft: 'Draft', published: 'Published', offline: 'Offline' } },
        },
    },
};
