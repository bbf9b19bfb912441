import type { ResourceModule } from '../kit/types';
import { financeCostDuplicates, financeCostRules } from './rules';

/**
 * Finance's figures for the inventory reports (/inventory/finance-import): per month and SKU, the unit cost (and the
 * freight or duty per unit) finance closes the month with. They come in by import only, through the kit's files
 * module and the task centre: every row checked by rules.ts (a bad row is named in the error file, nothing written).
 * The finance report values what stayed sold at the imported unit cost of its SKU and month, else at the ledger's.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'month', order: 'DESC' },
    actions: { readOnly: true, import: true, export: true },
    fields: [
        { source: 'month', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'dataType', type: 'enum', choices: ['unit_cost', 'freight', 'duty'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'amount', type: 'money', column: 'default', required: true, min: 0.01, max: 10_000_000, sortable: true },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 200 },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable', maxLength: 60 },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
    ],
};

export const rules = financeCostRules;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => financeCostDuplicates(record, rowsOf('finance-costs'));
