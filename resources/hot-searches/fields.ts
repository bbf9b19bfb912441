import { ACTIVITY_FIELDS } from '../kit/activityStatus';
import { redirectErrors, redirectFields } from '../kit/redirect/redirect';
import { activityTimeErrors } from '../kit/activityStatus';
import type { FieldDescription, FieldErrors } from '../kit/types';

/**
 * A hot search's fields (spec section 3, "Hot search": status, valid time, icon, sort, jump page, subtitle, tag),
 * shared by /activities/hotSearch and hot-search-v2. The jump page is the redirect block
 * (prefix `jump`); the status is the activity status model's.
 */
export const JUMP = 'jump';

export const HOT_SEARCH_FIELDS: readonly FieldDescription[] = [
    {
        source: 'tag',
        type: 'text',
        required: true,
        maxLength: 40,
        column: 'default',
        filter: 'alwaysOn',
        sortable: true,
    },
    {
        source: 'subtitle',
        type: 'text',
        required: true,
        maxLength: 80,
        column: 'default',
        filter: 'optional',
    },
    { source: 'icon', type: 'image', column: 'default' },
    { source: 'sort', type: 'number', required: true, min: 0, max: 9999, column: 'default', sortable: true },
    ...ACTIVITY_FIELDS,
    ...redirectFields(JUMP),
    { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
    { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
];

/** Tag and subtitle are required (the fields say so); the jump page's rules and the time range's. */
export const hotSearchRules = (record: Record<string, unknown>): FieldErrors => ({
    ...activityTimeErrors(record),
    ...redirectErrors(record, JUMP),
});
