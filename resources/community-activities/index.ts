import type { FieldErrors, ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { allRules, isNumber, validityRule } from '../activity-common/rules';

/**
 * Activities run with the brand community: a forum post or task that earns a coupon, points or
 * a prize, with how many took part and won. An activity of the status model. Per market; edited in a dialog.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true },
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'communityPostUrl', type: 'text', link: true, column: 'pickable', required: true, maxLength: 300 },
        { source: 'rewardType', type: 'enum', choices: ['coupon', 'points', 'prize'], column: 'default', filter: 'optional', required: true },
        { source: 'reward', type: 'text', column: 'default', required: true, maxLength: 120 },
        { source: 'participants', type: 'number', min: 0, max: 100_000, column: 'default', sortable: true },
        { source: 'winners', type: 'number', min: 0, max: 100_000, column: 'default', sortable: true },
        ...auditFields,
    ],
};

/** No more winners than took part. */
const winnersRule = (record: Record<string, unknown>): FieldErrors =>
    isNumber(record.winners) && isNumber(record.participants) && Number(record.winners) > Number(record.participants)
        ? { winners: 'resources.community-activities.validation.winners_over_participants' }
        : {};

export const rules = allRules(validityRule, winnersRule);
