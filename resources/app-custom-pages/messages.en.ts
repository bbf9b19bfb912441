/** Custom campaign page texts (resources.app-custom-pages), in English. */
export const appCustomPagesEn = {
    resources: {
        'app-custom-pages': {
            name: 'Custom page |||| Custom pages',
            fields: {
                pageName: 'Page name',
                path: 'Path',
                components: 'Components (JSON list)',
                shareTitle: 'Share title',
                shareImage: 'Share picture',
                publishTime: 'Published',
                status: 'Status',
                creator: 'Created by',
                createTime: 'Created',
                lastEditor: 'Last edited by',
                updateTime: 'Updated',
            },
            choices: { status: { draft: 'Draft', online: 'Online', offline: 'Offline' } },
            actions: { publish: 'Publish', offline: 'Take offline' },
            validation: {
                path: 'A path is lower-case letters, digits and hyphens in segments, such as /campaign/diwali-sale',
                components_list: 'Components are a list of objects, such as [{"type": "banner", "image": "https://…"}]',
                components_many: 'A page holds at most %{max} components',
                component_type: 'Component %{index} needs a type: %{types}',
                component_needs: 'Component %{index} (%{type}) needs its %{property}',
                status_change: 'The status “%{from}” cannot change to “%{to}”',
            },
        },
    },
};
