import { ACTIVITY_NAME_MAX_LENGTH } from '../../base/constants';
import type { FieldDescription } from '../kit/types';
import { ACTIVITY_FIELDS } from '../kit/activityStatus';

/**
 * Fields the /activities screens share, written once:
 * each screen's description lists them among its own. Their labels are in ./texts.ts.
 */

/** An activity's name: required, at most 250 characters (spec section 9), searched and sorted on the list. */
export const activityNameField: FieldDescription = {
    source: 'activityName',
    type: 'text',
    column: 'default',
    filter: 'alwaysOn',
    required: true,
    maxLength: ACTIVITY_NAME_MAX_LENGTH,
    sortable: true,
};

/**
 * A validity without the activity status: for what runs in a time range but is switched on and off by hand (content
 * online or offline, settings enabled or disabled). The fields and their end-after-start rule are the activity
 * status model's (kit/activityStatus.ts), so every time range reads and checks alike.
 */
export const validityFields: readonly FieldDescription[] = ACTIVITY_FIELDS.filter(field => field.source !== 'status');

/** An activity: its time range and the status model's status, derived from it by the server. */
export const activityFields: readonly FieldDescription[] = ACTIVITY_FIELDS;

/** Audit: who made and last changed it, and when (the server stamps the update time). */
export const auditFields: readonly FieldDescription[] = [
    { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
    { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
    { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
];

/** enabled|disabled, the status of settings and dictionaries. */
export const enabledStatusField: FieldDescription = {
    source: 'status',
    type: 'enum',
    choices: ['enabled', 'disabled'],
    column: 'default',
    filter: 'alwaysOn',
    required: true,
};

/** online|offline, the status of content shown to buyers (recommendations, offers). */
export const onlineStatusField: FieldDescription = { ...enabledStatusField, choices: ['online', 'offline'] };

/** Pay methods as orders list them (spec section 9: card, netbanking, wallet, UPI, IMPS, COD, EMI and others). */
export const PAY_METHODS = ['card', 'netbanking', 'wallet', 'UPI', 'IMPS', 'COD', 'EMI', 'other'] as const;
