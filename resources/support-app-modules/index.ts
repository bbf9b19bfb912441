import type { ResourceModule } from '../kit/types';
import { supportAppRules } from './rules';

/**
 * The app's support tab (/app/supportApp): picture modules laid out as the spec gives them, one
 * row of 4 pictures or one row of 2 (a module with more pictures wraps onto more rows of the same width); the
 * picture count is a multiple of 2 (rules.ts, checked by the form and by the server). The catalogue gives the page
 * no record path: modules are edited in a dialog on it, and put online or offline as a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: {
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['online'], to: 'offline', labelKey: 'resources.support-app-modules.actions.offline' },
                { from: ['offline'], to: 'online', labelKey: 'resources.support-app-modules.actions.online' },
            ],
        },
    },
    fields: [
        {
            source: 'title',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 60,
            sortable: true,
        },
        { source: 'layout', type: 'enum', choices: ['four_per_row', 'two_per_row'], column: 'default', filter: 'alwaysOn', required: true },
        // After the layout: the seeded pictures fill its rows.
        { source: 'pictures', type: 'image', many: true, column: 'default', required: true },
        { source: 'sort', type: 'number', column: 'default', required: true, min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = supportAppRules;
