/** Model document texts (resources.model-documents), in English. */
export const modelDocumentsEn = {
    resources: {
        'model-documents': {
            name: 'Model document |||| Model documents',
            fields: {
                modelId: 'Model',
                docType: 'Kind',
                language: 'Language',
                title: 'Title',
                fileUrl: 'PDF link',
                version: 'Version',
                publishDate: 'Publish date',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                docType: { quick_guide: 'Quick start guide', safety: 'Safety information', sar: 'SAR values', conformity: 'Declaration of conformity', other: 'Other' },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                language: 'Enter the language and region, e.g. en-IN',
                version: 'Enter the version as printed on the document, e.g. 1.0',
                pdf: 'Link the PDF: the address ends in .pdf',
                version_taken: 'This model already has this document in this language and version',
            },
        },
    },
};
