import type { ResourceModule } from '../kit/types';
import { BANKS } from '../bank-offers/rules';
import { applyBindings, bindingFileRules, bindingRules, bindingServerRules } from './rules';

/**
 * The batch import of bank offers (/bankOffer/batch): a workbook of rows, each an offer (its ID or name) and SKU codes
 * to bind to it, imported through the kit's files module and the task centre, all rows or none: a row naming an
 * unknown offer or SKU, or a binding that would overlap another enabled offer of the same bank, tenure and SKU (the
 * bank offers' own rule), fails the whole file with each bad row named. The list holds the past batches' rows: the
 * offer bound, its bank, the SKUs, how many were new to it, the batch, who and when.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { readOnly: true, import: true, export: true },
    fields: [
        { source: 'offer', type: 'text', column: 'pickable', required: true, maxLength: 100 },
        { source: 'skuCodes', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 5000 },
        { source: 'offerId', type: 'ref', reference: 'bank-offers', readOnly: true, column: 'default', filter: 'alwaysOn' },
        { source: 'bank', type: 'enum', choices: BANKS, readOnly: true, column: 'default', filter: 'alwaysOn' },
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, readOnly: true, column: 'pickable' },
        { source: 'addedCount', type: 'number', readOnly: true, column: 'default', min: 0 },
        { source: 'batchNo', type: 'text', readOnly: true, column: 'default', filter: 'alwaysOn', maxLength: 20 },
        { source: 'creator', type: 'text', readOnly: true, column: 'default', maxLength: 60 },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', filter: 'optional', sortable: true },
    ],
};

export const rules = bindingRules;
export const serverRules: ResourceModule['serverRules'] = bindingServerRules;
export const fileRules: ResourceModule['fileRules'] = bindingFileRules;
export const afterImport = applyBindings;
