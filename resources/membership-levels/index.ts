import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { MULTIPLIER, membershipRules, membershipServerRules } from './rules';

/**
 * The app's membership levels per site: the level's number and name, the growth a member needs to reach it (rising
 * with the level), its icon and its benefits (free delivery, monthly coupons from a coupon template, a points
 * multiplier, a birthday gift); enabled or disabled by a row action. /Point/user shows members' levels.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'level', order: 'ASC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE },
    fields: [
        { source: 'level', type: 'number', column: 'default', required: true, unique: true, min: 1, max: 10, sortable: true },
        { source: 'levelName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 30, sortable: true },
        { source: 'growthThreshold', type: 'number', column: 'default', required: true, min: 0, max: 10_000_000, sortable: true },
        { source: 'icon', type: 'image', column: 'default' },
        { source: 'freeShipping', type: 'bool', column: 'default' },
        { source: 'monthlyCouponTemplateId', type: 'ref', reference: 'coupon-templates', column: 'pickable' },
        { source: 'monthlyCoupons', type: 'number', column: 'default', min: 0, max: 20 },
        { source: 'pointsMultiplier', type: 'number', column: 'default', required: true, min: MULTIPLIER.min, max: MULTIPLIER.max },
        { source: 'birthdayGift', type: 'bool', column: 'pickable' },
        { source: 'benefitsNote', type: 'text', column: 'pickable', maxLength: 300 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = membershipRules;
export const serverRules = membershipServerRules;
