import type { ResourceModule } from '../kit/types';

/**
 * Prizes of the lotteries: a coupon (of a template), goods, points or no prize, with its
 * stock. Per market. The catalogue gives no record page: edited in a dialog on the list; enabled and disabled by a
 * row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'prizeName', order: 'ASC' },
    actions: {
        export: true,
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['enabled'], to: 'disabled', labelKey: 'resources.prizes.actions.disable' },
                { from: ['disabled'], to: 'enabled', labelKey: 'resources.prizes.actions.enable' },
            ],
        },
    },
    fields: [
        { source: 'prizeName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 100, sortable: true },
        { source: 'prizeType', type: 'enum', choices: ['coupon', 'physical', 'points', 'no_prize'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'couponTemplateId', type: 'ref', reference: 'coupon-templates', column: 'default', filter: 'optional' },
        { source: 'points', type: 'number', column: 'pickable', min: 0, max: 100_000 },
        { source: 'image', type: 'image'},
        { source: 'stock', type: 'number', column: 'default', required: true, min: 0, max: 1_000_000, sortable: true },
        { source: 'value', type: 'money', column: 'default', min: 0, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};
