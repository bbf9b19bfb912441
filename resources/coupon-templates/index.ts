import type { ResourceModule } from '../kit/types';
import { couponTemplateRules, couponTemplateServerRules, TIME_MODES } from './rules';

/**
 * Coupon templates (spec section 3: /prize/template, add and edit): what a coupon gives (a share of the price, an amount
 * off, free delivery), what it needs (the limited value: the spend; a minimum order), how long it lasts (by day
 * after collection, or a fixed period), and which product it is for. Per market. Codes are generated for a template
 * from its list and looked up in /prize/query-code. Rules in rules.ts; the form's time switch and the warning
 * before saving a combinable super coupon in views.tsx.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'templateCode', order: 'DESC' },
    actions: { export: true, delete: true },
    tabs: ['main', 'time', 'scope'],
    fields: [
        { source: 'templateCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 100, sortable: true },
        { source: 'type', type: 'enum', choices: ['discount', 'cash', 'free_shipping'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'couponType', type: 'enum', choices: ['normal', 'super'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'combinable', type: 'bool', column: 'pickable' },
        { source: 'discountPercentage', type: 'percent', column: 'default' },
        { source: 'discountValue', type: 'money', column: 'default', min: 0, sortable: true },
        { source: 'limitedValue', type: 'money', column: 'default', min: 0, sortable: true },
        { source: 'minimumOrderAmount', type: 'money', column: 'pickable', min: 0 },
        { source: 'limitedType', type: 'enum', choices: ['per_user', 'per_day', 'total'], column: 'pickable', required: true },
        { source: 'limitedTimes', type: 'number', column: 'pickable', required: true, min: 1, max: 999 },
        { source: 'freeDelivery', type: 'bool', column: 'pickable' },
        { source: 'gift', type: 'bool', column: 'pickable' },
        { source: 'timeMode', type: 'enum', choices: TIME_MODES, tab: 'time', column: 'pickable', required: true },
        { source: 'expiryDays', type: 'number', tab: 'time', column: 'pickable' },
        { source: 'validityStart', type: 'datetime', tab: 'time', column: 'default', filter: 'optional', sortable: true },
        { source: 'validityEnd', type: 'datetime', tab: 'time', column: 'default', sortable: true },
        { source: 'productScope', type: 'enum', choices: ['all', 'category', 'spu', 'sku'], tab: 'scope', column: 'pickable', required: true },
        { source: 'rType', type: 'enum', choices: ['none', 'r_code'], tab: 'scope', column: 'pickable', required: true },
        { source: 'rCode', type: 'text', tab: 'scope', column: 'pickable', filter: 'optional', maxLength: 32 },
        { source: 'instructions', type: 'text', tab: 'scope', maxLength: 500 },
        { source: 'remark', type: 'text', tab: 'scope', maxLength: 200 },
        { source: 'siteCode', type: 'text', formHidden: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', formHidden: true, column: 'pickable', filter: 'optional', sortable: true },
        { source: 'updateTime', type: 'datetime', formHidden: true, column: 'pickable', sortable: true },
    ],
};

export const rules = couponTemplateRules;
export const serverRules = couponTemplateServerRules;

/** The creation time is the server's: stamped on the first write, kept after. */
export const derive = (record: Record<string, unknown>) => ({ createTime: record.createTime ?? new Date().toISOString() });
