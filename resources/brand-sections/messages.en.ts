/** Brand page texts (resources.brand-sections), in English. */
export const brandSectionsEn = {
    resources: {
        'brand-sections': {
            name: 'Brand page section |||| Brand page sections',
            fields: {
                sort: 'Order',
                sectionTitle: 'Section title',
                body: 'Body',
                image: 'Image',
                videoUrl: 'Video link',
                seoTitle: 'SEO title',
                seoDescription: 'SEO description',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { status: { online: 'Online', offline: 'Offline' } },
        },
    },
};
