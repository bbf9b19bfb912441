import type { ResourceModule } from '../kit/types';

/**
 * Coupon stacking and issuing rules: which templates a rule covers, whether
 * they combine, how many a customer or an order may use, on which channels. Per market; edited in a dialog on the
 * list; enabled and disabled by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'ruleName', order: 'ASC' },
    actions: {
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['enabled'], to: 'disabled', labelKey: 'resources.coupon-rules.actions.disable' },
                { from: ['disabled'], to: 'enabled', labelKey: 'resources.coupon-rules.actions.enable' },
            ],
        },
    },
    fields: [
        { source: 'ruleName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 100, sortable: true },
        { source: 'templates', type: 'ref', reference: 'coupon-templates', many: true, column: 'default', required: true },
        { source: 'combinable', type: 'bool', column: 'default', filter: 'optional' },
        { source: 'maxPerUser', type: 'number', column: 'default', required: true, min: 1, max: 100, sortable: true },
        { source: 'maxPerOrder', type: 'number', column: 'default', required: true, min: 1, max: 10, sortable: true },
        { source: 'channel', type: 'enum', choices: ['all', 'web', 'app', 'mini_program'], column: 'default', required: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};
