import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { progressPageRules } from './rules';

/**
 * The repair-progress search page of a site: its title, introduction (rich text, shown sanitised), the hint under
 * the search box, what the box searches a repair by, its banner, online or offline. One a site: never created or
 * deleted here.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {}, status: ONLINE_OFFLINE },
    fields: [
        { source: 'title', type: 'text', column: 'default', required: true, maxLength: 80 },
        { source: 'searchHint', type: 'text', column: 'default', required: true, maxLength: 120 },
        { source: 'searchBy', type: 'enum', many: true, choices: ['request_no', 'imei', 'mobile'], column: 'default', required: true },
        { source: 'intro', type: 'richtext' },
        { source: 'banner', type: 'image', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default' },
    ],
};

export const rules = progressPageRules;
