import type { FieldErrors, ResourceModule } from '../kit/types';

/**
 * The service website's product categories (phones, tablets, wearables … and their series), the tree buyers pick
 * their device from before a manual, an FAQ or a repair: a name unique on the site, a parent (none: a top
 * category), an icon, the order among its siblings, displayed or hidden. The list shows the tree beside it; with no
 * record path in the catalogue, categories are added and edited in a dialog.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    parentField: 'parentId',
    actions: {
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['display'], to: 'hide', labelKey: 'resources.service-categories.actions.hide' },
                { from: ['hide'], to: 'display', labelKey: 'resources.service-categories.actions.display' },
            ],
        },
    },
    fields: [
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 40, sortable: true },
        { source: 'parentId', type: 'ref', reference: 'service-categories', column: 'default', filter: 'optional' },
        { source: 'icon', type: 'image', column: 'pickable' },
        { source: 'sort', type: 'number', column: 'default', required: true, min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['display', 'hide'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

/** A category is not its own parent (the server also refuses a parent below it: a loop). */
export const rules = (record: Record<string, unknown>): FieldErrors =>
    record.id !== undefined && record.parentId !== null && record.parentId !== undefined && String(record.parentId) === String(record.id)
        ? { parentId: 'resources.kit.validation.parent_cycle' }
        : {};
