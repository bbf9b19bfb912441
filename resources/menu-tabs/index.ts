import type { ResourceModule } from '../kit/types';
import { redirectFields } from '../kit/redirect/redirect';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { menuTabRules, menuTabServerRules, REDIRECT_PREFIX } from './rules';

/**
 * The app's bottom tab bar per site: each tab's name, its icon as drawn normally and when selected, where it opens
 * (the redirect block), its window (a festive icon set for a sale) and online or offline, in the order dragged by
 * hand; the list marks which tabs the app shows now.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort' }, status: ONLINE_OFFLINE },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'tabName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 12, sortable: true },
        { source: 'iconNormal', type: 'image', column: 'default', required: true },
        { source: 'iconSelected', type: 'image', column: 'default', required: true },
        ...redirectFields(REDIRECT_PREFIX),
        ...validityFields,
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = menuTabRules;
export const serverRules = menuTabServerRules;
/** A new tab goes to the end of the bar until it is put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
