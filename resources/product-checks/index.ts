import type { ResourceModule } from '../kit/types';
import { CHECK_ITEMS, CHECK_RESULTS, FINDINGS } from './rules';

/**
 * The product check's rows: a SKU the website shows, one check (rules.ts), passed or failed with its finding, and
 * when the check ran. Failures first; filtered by category, SKU, check and result; exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'result', order: 'ASC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'optional' },
        { source: 'categoryId', type: 'ref', reference: 'categories', column: 'pickable', filter: 'alwaysOn' },
        { source: 'checkItem', type: 'enum', choices: CHECK_ITEMS, column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'result', type: 'enum', choices: CHECK_RESULTS, column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'finding', type: 'enum', choices: FINDINGS, column: 'default', required: true },
        { source: 'checkTime', type: 'datetime', column: 'default', sortable: true },
    ],
};
