import { faultTypesEn } from '../fault-types/messages.en';

/** Troubleshooting guide texts (resources.troubleshooting-guides), in English. */
export const troubleshootingGuidesEn = {
    resources: {
        'troubleshooting-guides': {
            name: 'Troubleshooting guide |||| Troubleshooting guides',
            fields: {
                category: 'Category',
                question: 'Symptom',
                answer: 'Steps',
                images: 'Pictures',
                modelIds: 'Models',
                language: 'Language',
                sort: 'Sort',
                helpfulCount: 'Found helpful',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                // The fault-type dictionary's categories, named as there.
                category: faultTypesEn.resources['fault-types'].choices.category,
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                language: 'Enter a language and region, e.g. en-IN',
            },
        },
    },
};
