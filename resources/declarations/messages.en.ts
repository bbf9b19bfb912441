/** Declaration texts (resources.declarations), in English. */
export const declarationsEn = {
    resources: {
        declarations: {
            name: 'Declaration |||| Declarations',
            fields: {
                title: 'Title',
                declarationType: 'Type',
                content: 'Text',
                file: 'Document (PDF)',
                publishDate: 'Publish date',
                sort: 'Sort',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                declarationType: {
                    anti_fraud: 'Anti-fraud notice',
                    authorised_sellers: 'Authorised sellers',
                    conformity: 'Declaration of conformity',
                    recall: 'Recall',
                    other: 'Other',
                },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                conformity_file: 'A declaration of conformity carries the signed PDF',
                pdf: 'Attach a PDF (its address ends in .pdf)',
            },
        },
    },
};
