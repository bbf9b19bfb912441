import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { enabledStatusField, validityFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';

/**
 * Net Promoter Score surveys sent after a delivery, a repair or a support chat: the 0–10 question,
 * a follow-up, the channel and when it runs. The responses and the score (promoters minus detractors, -100 to 100)
 * are counted by the server. Per market; edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        {
            source: 'surveyName',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 120,
            sortable: true,
        },
        { source: 'trigger', type: 'enum', choices: ['after_delivery', 'after_repair', 'after_chat'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'channel', type: 'enum', choices: ['sms', 'email', 'push', 'in_app'], column: 'default', filter: 'optional', required: true },
        {
            source: 'scoreQuestion',
            type: 'text',
            required: true,
            maxLength: 200,
        },
        {
            source: 'followUpQuestion',
            type: 'text',
            maxLength: 200,
        },
        ...validityFields,
        enabledStatusField,
        { source: 'responseCount', type: 'number', min: 0, max: 5000, readOnly: true, column: 'default', sortable: true },
        { source: 'npsScore', type: 'number', min: -100, max: 100, readOnly: true, column: 'default', sortable: true },
    ],
};

export const rules = validityRule;
