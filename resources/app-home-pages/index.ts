import type { ResourceModule } from '../kit/types';
import { auditFields, validityFields } from '../activity-common/fields';
import { deriveHomePage, homePageRules, homePageServerRules, PAGE_STATUSES, PLATFORMS, STATUS_ACTION } from './rules';

/**
 * The app's home page V2 per site: versions of the home page (a page id, a name, the platform it is for, the oldest
 * app version that draws it, a window), drafted, put online and taken offline by confirmed row actions (one table),
 * copied into a new draft, each edited with its modules (the V1 home modules' shape, rules and inputs) on its own page.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { status: STATUS_ACTION },
    tabs: ['main', 'modules'],
    fields: [
        { source: 'pageId', type: 'number', column: 'default', filter: 'optional', required: true, min: 1, max: 999_999, sortable: true },
        { source: 'pageName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'platform', type: 'enum', choices: PLATFORMS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'minAppVersion', type: 'text', column: 'default', required: true, maxLength: 11 },
        ...validityFields,
        { source: 'status', type: 'enum', choices: PAGE_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'modules', type: 'json', tab: 'modules' },
        ...auditFields,
    ],
};

export const rules = homePageRules;
export const serverRules = homePageServerRules;
export const derive = deriveHomePage;
