import type { ResourceModule } from '../kit/types';
import { SUBSIDY_CATEGORIES } from '../subsidy-common/model';

/**
 * The programme's settings for site cn: one record (never created or deleted), edited in a dialog. Bounds: details
 * due 1–30 days after a claim is submitted (the missing-details list counts from it), audited within 1–15 days; at
 * least one category; the reminder's SMS template code in capitals, digits and `_`; the notice buyers read.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {} },
    fields: [
        { source: 'enabled', type: 'bool', column: 'default' },
        // Offered in the column picker: four chips would widen the one-row table past the screen (a scrolled region
        // with nothing to focus in it).
        { source: 'categories', type: 'enum', choices: SUBSIDY_CATEGORIES, many: true, column: 'pickable', required: true },
        { source: 'invoiceRequired', type: 'bool', column: 'default' },
        { source: 'detailsDeadlineDays', type: 'number', column: 'default', required: true, min: 1, max: 30 },
        { source: 'auditSlaDays', type: 'number', column: 'default', required: true, min: 1, max: 15 },
        { source: 'reminderTemplate', type: 'text', column: 'default', required: true, maxLength: 40 },
        { source: 'noticeText', type: 'richtext', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable' },
    ],
};

export const rules: ResourceModule['rules'] = record => ({
    ...(record.reminderTemplate && !/^[A-Z][A-Z0-9_]{2,39}$/.test(String(record.reminderTemplate)) ? { reminderTemplate: 'resources.subsidy-settings.validation.template_code' } : {}),
    ...(Array.isArray(record.categories) && record.categories.length === 0 ? { categories: 'ra.validation.required' } : {}),
    ...(record.detailsDeadlineDays !== undefined && record.detailsDeadlineDays !== null && record.detailsDeadlineDays !== '' && !Number.isInteger(Number(record.detailsDeadlineDays))
        ? { detailsDeadlineDays: 'resources.subsidy-settings.validation.whole_days' }
        : {}),
});
