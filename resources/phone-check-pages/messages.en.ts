/** Phone-check page texts (resources.phone-check-pages), in English. */
export const phoneCheckPagesEn = {
    resources: {
        'phone-check-pages': {
            name: 'Phone-check page |||| Phone-check pages',
            fields: {
                title: 'Title',
                intro: 'Introduction',
                howToFindImei: 'Where to find the IMEI',
                lookups: 'Look up by',
                inWarrantyText: 'Answer: under warranty',
                outOfWarrantyText: 'Answer: out of warranty',
                notFoundText: 'Answer: not found',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                lookups: { imei: 'IMEI', serial: 'Serial number' },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                date_placeholder: 'Write {date} where the warranty end date goes',
                no_placeholder: 'A number not found has no warranty date: leave out {date}',
            },
        },
    },
};
