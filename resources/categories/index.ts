import type { ResourceModule } from '../kit/types';

/** Product category tree, screens.md E7 and [040]. */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    seedCount: 18,
    parentField: 'parentId',
    actions: {
        status: {
            field: 'status',
            transitions: [
                { from: ['enabled'], to: 'disabled', labelKey: 'resources.kit.disable' },
                { from: ['disabled'], to: 'enabled', labelKey: 'resources.kit.enable' },
            ],
        },
    },
    fields: [
        { source: 'name', type: 'text', sample: 'category', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'parentId', type: 'ref', reference: 'categories', column: 'default', filter: 'optional' },
        { source: 'icon', type: 'image', sample: 'imageUrl' },
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'default', sortable: true, required: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};
