import type { ResourceModule } from '../kit/types';
import { redirectErrors, redirectFields } from '../kit/redirect/redirect';
import { onlineStatusField, validityFields } from '../activity-common/fields';
import { allRules, validityRule } from '../activity-common/rules';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';

/**
 * Banners on the search page: pictures for PC and mobile, where a tap jumps
 * (the shared redirect block), their order and time; online and offline by a row action. Per market; edited in a
 * dialog on the list (views.tsx gives it the redirect block's inputs).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, status: ONLINE_OFFLINE },
    fields: [
        {
            source: 'title',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 80,
            sortable: true,
        },
        { source: 'subtitle', type: 'text', column: 'default', maxLength: 120 },
        { source: 'platform', type: 'enum', choices: ['pc', 'mobile', 'app', 'mini_program'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'imagePc', type: 'image', required: true },
        { source: 'imageMobile', type: 'image', required: true },
        ...redirectFields('jump'),
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'default', required: true, sortable: true },
        ...validityFields,
        onlineStatusField,
    ],
};

export const rules = allRules(validityRule, record => redirectErrors(record, 'jump'));
