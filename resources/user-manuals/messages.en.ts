/** User manual texts (resources.user-manuals), in English. */
export const userManualsEn = {
    resources: {
        'user-manuals': {
            name: 'User manual |||| User manuals',
            fields: {
                modelId: 'Model',
                language: 'Language',
                title: 'Title',
                version: 'Version',
                file: 'Manual (PDF)',
                publishDate: 'Publish date',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { status: { online: 'Online', offline: 'Offline' } },
            copy_link: 'Copy link',
            validation: {
                language: 'Write the language and region, e.g. en-IN or zh-CN',
                version: 'A version reads V1.0 or V2.1.3',
                pdf: 'The manual is a PDF (its address ends in .pdf)',
                one_edition: 'This model already has this version of the manual in this language',
            },
        },
    },
};
