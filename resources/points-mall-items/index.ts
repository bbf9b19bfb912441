import type { ResourceModule } from '../kit/types';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { derivePointsMallItem, ITEM_TYPES, PER_USER, POINTS_COST, pointsMallRules } from './rules';

/**
 * The app's points mall per site (the "points" page): coupons (issued from a coupon template of /prize) and prizes
 * that members buy with points, at a points cost, from a stock, up to a number a user, within a window; online or
 * offline by a row action, and marked when live now. Points themselves are /Point's ledger.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, delete: true, export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'itemName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'itemType', type: 'enum', choices: ITEM_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'couponTemplateId', type: 'ref', reference: 'coupon-templates', column: 'default', filter: 'optional' },
        { source: 'image', type: 'image', column: 'pickable' },
        { source: 'pointsCost', type: 'number', column: 'default', required: true, min: POINTS_COST.min, max: POINTS_COST.max, sortable: true },
        { source: 'stock', type: 'number', column: 'default', required: true, min: 0, max: 1_000_000, sortable: true },
        { source: 'limitPerUser', type: 'number', column: 'default', required: true, min: PER_USER.min, max: PER_USER.max },
        { source: 'sort', type: 'number', column: 'pickable', required: true, min: 0, max: 999, sortable: true },
        ...validityFields,
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = pointsMallRules;
export const derive = derivePointsMallItem;
