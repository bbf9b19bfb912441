import type { FieldErrors, ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * Product category tree. Its list is the kit's flat list with the hierarchy beside it
 * (views.tsx); with no record path in the catalogue, categories are added and edited in a dialog there.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    parentField: 'parentId',
    actions: {
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'parentId', type: 'ref', reference: 'categories', column: 'default', filter: 'optional' },
        { source: 'icon', type: 'image'},
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'default', sortable: true, required: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

/** A category is not its own parent (the server also refuses a parent below it: a loop). */
export const rules = (record: Record<string, unknown>): FieldErrors =>
    record.id !== undefined && record.parentId !== null && record.parentId !== undefined && String(record.parentId) === String(record.id)
        ? { parentId: 'resources.kit.validation.parent_cycle' }
        : {};
