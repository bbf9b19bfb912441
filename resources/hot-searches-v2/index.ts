import type { ResourceModule } from '../kit/types';
import { activityDerive } from '../kit/activityStatus';
import { HOT_SEARCH_FIELDS, hotSearchRules } from '../hot-searches/fields';

/**
 * Hot search v2: the hot search entity plus where it shows (a hot word under the box or
 * the search box's placeholder), edited on its own record page at `hot-search-v2/edit/{id}`.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    fields: [
        { source: 'placement', type: 'enum', choices: ['hot_word', 'placeholder'], required: true, column: 'default', filter: 'alwaysOn' },
        ...HOT_SEARCH_FIELDS,
    ],
};

export const rules = hotSearchRules;
export const derive = activityDerive;
