import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * The cancellation reason dictionary of /orders/cancelReason: the reasons a
 * customer, customer service or the system gives when an order is cancelled, in English, Chinese and the market's
 * own language, per market. The catalogue gives it no record page: added and edited in a dialog on the list,
 * enabled or disabled, deleted (a row button after a confirmation, views.tsx: the kit's bulk selection would add row
 * checkboxes react-admin labels in a way axe refuses). Roles admin and qa only (spec section 6).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE, export: true },
    fields: [
        { source: 'reasonCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'reasonTextEn', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120 },
        { source: 'reasonTextZh', type: 'text', column: 'default', maxLength: 120 },
        { source: 'reasonTextLocal', type: 'text', column: 'pickable', maxLength: 120 },
        { source: 'scope', type: 'enum', choices: ['user', 'customer_service', 'system'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'sort', type: 'number', column: 'default', required: true, min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};
