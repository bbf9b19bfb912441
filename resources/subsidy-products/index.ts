import type { ResourceModule } from '../kit/types';
import { SUBSIDY_CATEGORIES, yuan } from '../subsidy-common/model';
import { productRules, productServerRules } from './rules';

/**
 * A SKU of site cn's catalogue eligible for the subsidy, its category and selling price, and the provinces that
 * subsidise it. Enabled or disabled by a row action; imported (all rows or none) and exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'skuCode', order: 'ASC' },
    actions: {
        export: true,
        import: true,
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['enabled'], to: 'disabled', labelKey: 'resources.subsidy-products.actions.disable' },
                { from: ['disabled'], to: 'enabled', labelKey: 'resources.subsidy-products.actions.enable' },
            ],
        },
    },
    fields: [
        { source: 'skuCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'skuName', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 160, sortable: true },
        { source: 'spuName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120 },
        { source: 'subsidyCategory', type: 'enum', choices: SUBSIDY_CATEGORIES, column: 'default', filter: 'alwaysOn', required: true },
        yuan('sellingPrice', { column: 'default', required: true, min: 0.01, max: 100_000, sortable: true }),
        { source: 'provinces', type: 'ref', reference: 'subsidy-provinces', many: true, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = productRules;
export const serverRules = productServerRules;
