import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';

/**
 * Review lotteries: buyers who review a product within the activity's time, with at least the
 * minimum rating (and pictures where asked), enter a draw for the prizes. An activity of the status model (pause,
 * restart, end, delete, copy as row actions). Per market; edited in a dialog on the list while not yet started or
 * paused.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true },
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'prizes', type: 'text', column: 'default', required: true, maxLength: 200 },
        { source: 'minRating', type: 'number', min: 1, max: 5, column: 'default', required: true },
        { source: 'requireImages', type: 'bool', column: 'default' },
        { source: 'winnersCount', type: 'number', min: 1, max: 1000, column: 'default', required: true, sortable: true },
        { source: 'drawRule', type: 'text', maxLength: 500 },
        ...auditFields,
    ],
};

export const rules = validityRule;
