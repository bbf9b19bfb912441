import type { ResourceModule } from '../kit/types';
import { specCounts, specListRules } from './specRows';

/**
 * Spec comparison (spec section 3: /factory/compare and its record page compareEdit): one comparison sheet per SPU, its notes,
 * and its key and detailed specs (category, name, value, ranking, icon, display status: specRows.ts), edited as rows
 * on the record page or imported from a file for a chosen SPU (specImport.ts; "an SPU must be selected and a file
 * uploaded first"). Per market, as its SPUs are. The SPU is picked through the one SPU selection dialog.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { export: true },
    tabs: ['main', 'keySpecs', 'detailedSpecs'],
    fields: [
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true, unique: true },
        { source: 'notes', type: 'text', column: 'default', maxLength: 500 },
        { source: 'keySpecCount', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'detailedSpecCount', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'keySpecs', type: 'json', tab: 'keySpecs' },
        { source: 'detailedSpecs', type: 'json', tab: 'detailedSpecs' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
    ],
};

export const rules = specListRules;
export const derive = specCounts;
