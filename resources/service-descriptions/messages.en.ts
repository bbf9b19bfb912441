/** Service description texts (resources.service-descriptions), in English. */
export const serviceDescriptionsEn = {
    resources: {
        'service-descriptions': {
            name: 'Description |||| Descriptions',
            fields: {
                position: 'Position',
                title: 'Title',
                content: 'Text',
                modelIds: 'Models (none: every model)',
                language: 'Language',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                position: {
                    warranty_terms: 'Warranty terms',
                    service_fee: 'Service fees',
                    repair_notice: 'Before a repair',
                    pickup_notice: 'Before a pickup',
                    return_policy: 'Return policy',
                },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                language: 'Write the language and region, e.g. en-IN or zh-CN',
                one_online: 'The online text "%{title}" already covers this position, language and model',
            },
        },
    },
};
