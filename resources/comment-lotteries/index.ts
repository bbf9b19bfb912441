import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';

/**
 * Review lotteries (screens.md [235]): buyers who review a product within the activity's time, with at least the
 * minimum rating (and pictures where asked), enter a draw for the prizes. An activity of the status model (pause,
 * restart, end, delete, copy as row actions). Per market; edited in a dialog on the list while not yet started or
 * paused.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    seedCount: 20,
    actions: { dialog: { create: true }, export: true },
    fields: [
        activityNameField(['Review & win Nova 40 Pro', 'Share your unboxing', 'Photo review lucky draw', 'Rate your buds, win a watch', 'Festive review bonanza']),
        ...activityFields,
        { source: 'prizes', type: 'text', examples: ['1 × Nova 40 Pro, 10 × Zen Buds', '5 × ₹500 coupons', '3 × Pulse Watch 3', '100 × 200 points'], column: 'default', required: true, maxLength: 200 },
        { source: 'minRating', type: 'number', min: 1, max: 5, column: 'default', required: true },
        { source: 'requireImages', type: 'bool', column: 'default' },
        { source: 'winnersCount', type: 'number', min: 1, max: 1000, column: 'default', required: true, sortable: true },
        { source: 'drawRule', type: 'text', examples: ['Drawn at random after the end', 'Every 100th review wins', 'Best reviews chosen by the jury'], maxLength: 500 },
        ...auditFields,
    ],
};

export const rules = validityRule;
