import type { ResourceModule } from '../kit/types';

/** SPU: a product model (one phone model), listed at /factory/spu with its record page. */
export const description: ResourceModule['description'] = {
    sort: { field: 'spuId', order: 'ASC' },
    actions: { export: true, import: true },
    tabs: ['main', 'details'],
    fields: [
        { source: 'spuId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'spuName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120, sortable: true },
        { source: 'categoryId', type: 'ref', reference: 'categories', column: 'default', filter: 'optional', required: true },
        { source: 'series', type: 'text', column: 'pickable' },
        { source: 'modelCode', type: 'text', column: 'pickable', required: true },
        { source: 'marketingName', type: 'text', column: 'pickable' },
        { source: 'launchDate', type: 'date', column: 'default', filter: 'optional', sortable: true },
        { source: 'mainImage', type: 'image'},
        { source: 'status', type: 'enum', choices: ['on_shelf', 'off_shelf'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'hsnCode', type: 'text', tab: 'details', column: 'pickable' },
        { source: 'warrantyMonths', type: 'number', min: 0, max: 60, tab: 'details' },
        { source: 'description', type: 'richtext', tab: 'details' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};
