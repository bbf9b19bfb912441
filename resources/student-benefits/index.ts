import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { enabledStatusField, validityFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';

/**
 * The student programme: how a student proves it (college e-mail, ID upload or a verification
 * partner), the coupon a verified student gets, the SKUs it applies to and how often. Per market; a market runs a
 * few of these over the year, so they are rows edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE },
    fields: [
        {
            source: 'benefitName',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 120,
            sortable: true,
        },
        { source: 'verificationMethod', type: 'enum', choices: ['student_email', 'id_upload', 'third_party'], column: 'default', filter: 'optional', required: true },
        { source: 'couponTemplateCode', type: 'text', column: 'default', required: true, maxLength: 32 },
        { source: 'skuScope', type: 'ref', reference: 'skus', many: true },
        { source: 'limitPerStudent', type: 'number', min: 1, max: 5, column: 'default', required: true },
        { source: 'banner', type: 'image' },
        { source: 'terms', type: 'richtext'},
        ...validityFields,
        enabledStatusField,
    ],
};

export const rules = validityRule;
