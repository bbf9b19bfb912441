/** Content label texts (resources.content-labels), in English. */
export const contentLabelsEn = {
    resources: {
        'content-labels': {
            name: 'Content label |||| Content labels',
            fields: {
                title: 'Title',
                titleZh: 'Title in Chinese',
                labelType: 'For',
                spuIds: 'Products (none: all)',
                sort: 'Sort',
                status: 'Status',
                updateTime: 'Updated',
                lastOperator: 'Last operator',
            },
            choices: {
                labelType: { review: 'Reviews', question: 'Questions' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                title: 'Use letters, digits, spaces and - & + . only, starting with a letter or digit',
            },
        },
    },
};
