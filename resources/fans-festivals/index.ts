import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';

/**
 * The fans festival: the brand's yearly campaign for its community, with a theme, its sessions,
 * the festival's SKUs, its coupons and a banner. An activity of the status model. Per market; edited in a dialog
 * on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true },
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'theme', type: 'text', column: 'default', required: true, maxLength: 120 },
        { source: 'sessions', type: 'number', min: 1, max: 14, column: 'default', required: true },
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, required: true },
        { source: 'couponTemplateCodes', type: 'text', maxLength: 300 },
        { source: 'banner', type: 'image' },
        ...auditFields,
    ],
};

export const rules = validityRule;
