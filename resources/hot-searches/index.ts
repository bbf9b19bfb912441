import type { ResourceModule } from '../kit/types';
import { activityDerive } from '../kit/activityStatus';
import { HOT_SEARCH_FIELDS, hotSearchRules } from './fields';

/**
 * Hot search words under the search box, per market, with the activity status model. The
 * catalogue gives the list only: words are added and edited in a dialog on it (views.tsx draws the jump page).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true } },
    fields: HOT_SEARCH_FIELDS,
};

export const rules = hotSearchRules;
export const derive = activityDerive;
