import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { deriveNav, navRules, navServerRules } from './rules';

/**
 * The header navigation's fields, for the website's header and the online store's: a name, the menu it sits under
 * (none for a level-1 menu), the level (kept from the parent), link, picture, tag, order (by hand, one level at a
 * time: entries keep that order under their menu), new tab and status.
 */
export const navDescription = (collection: string, pageName = 'Header navigation'): ResourceModule['description'] => ({
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    parentField: 'parentId',
    actions: {
        dialog: { create: true },
        delete: true,
        handOrder: { field: 'sort', scope: ['level'] },
        status: ONLINE_OFFLINE,
        publish: { pageType: 'nav', pageName },
    },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 40, sortable: true },
        { source: 'level', type: 'enum', choices: ['menu', 'entry'], column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'parentId', type: 'ref', reference: collection, column: 'default', filter: 'optional' },
        { source: 'linkUrl', type: 'text', link: true, column: 'default', maxLength: 300 },
        { source: 'image', type: 'image', column: 'pickable' },
        { source: 'tag', type: 'enum', choices: ['none', 'new', 'hot'], column: 'default', required: true },
        { source: 'openInNewTab', type: 'bool', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
});

export const description = navDescription('nav-entries');
export const rules = navRules('nav-entries');
export const serverRules = navServerRules('nav-entries');
export const derive = deriveNav;
