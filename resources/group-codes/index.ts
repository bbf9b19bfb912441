import type { ResourceModule } from '../kit/types';

/**
 * Group codes: one shared code that many customers redeem for a coupon of
 * a template, up to a total and a per-customer limit. Per market; edited in a dialog on the list; enabled and
 * disabled by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'groupCode', order: 'ASC' },
    actions: {
        export: true,
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['enabled'], to: 'disabled', labelKey: 'resources.group-codes.actions.disable' },
                { from: ['disabled'], to: 'enabled', labelKey: 'resources.group-codes.actions.enable' },
            ],
        },
    },
    fields: [
        { source: 'groupCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'templateId', type: 'ref', reference: 'coupon-templates', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'totalQty', type: 'number', column: 'default', required: true, min: 1, max: 1_000_000, sortable: true },
        { source: 'limitPerUser', type: 'number', column: 'default', required: true, min: 1, max: 10 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};
