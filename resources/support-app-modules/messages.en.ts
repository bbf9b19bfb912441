/** Support app page texts (resources.support-app-modules), in English. */
export const supportAppModulesEn = {
    resources: {
        'support-app-modules': {
            name: 'Support tab module |||| Support tab modules',
            fields: {
                title: 'Title',
                layout: 'Layout',
                pictures: 'Pictures',
                sort: 'Sort',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                layout: { four_per_row: 'One row of 4 pictures', two_per_row: 'One row of 2 pictures' },
                status: { online: 'Online', offline: 'Offline' },
            },
            actions: { online: 'Online', offline: 'Offline' },
            picture_of: '%{title}, picture %{number}',
            validation: { picture_multiple: 'The number of pictures must be a multiple of %{multiple} (now %{count})' },
        },
    },
};
