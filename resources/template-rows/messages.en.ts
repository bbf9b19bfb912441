/** Texts of the template-rows screens (resources.template-rows), in English. */
export const templateRowsEn = {
    resources: {
        'template-rows': {
            name: 'Article |||| Articles',
            fields: {
                id: 'ID',
                title: 'Title',
                author: 'Author',
                importance: 'Importance',
                status: 'Status',
                displayTime: 'Display time',
                pageviews: 'Pageviews',
                q: 'Search',
            },
        },
    },
};
