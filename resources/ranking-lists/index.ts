import type { ResourceModule } from '../kit/types';
import { deriveRankingList, LIST_TYPES, rankingListRules, rankingServerRules } from './rules';

/**
 * Ranking lists (/activities/rank, spec section 3): the lists of the tabs Best Seller, Trending
 * Now and Top Picks (a list's `type`), each with its titles, pictures and colours and its entries (entries.ts). The
 * catalogue gives no record page: lists are edited in a dialog on the page; displaying or hidden is a row action.
 * The server computes each entry's real heat, popularity and reviews (rules.ts) and refuses what the form refuses.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: {
        dialog: { create: true },
        status: {
            field: 'displayStatus',
            transitions: [
                { from: ['displaying'], to: 'hidden', labelKey: 'resources.ranking-lists.actions.hide' },
                { from: ['hidden'], to: 'displaying', labelKey: 'resources.ranking-lists.actions.display' },
            ],
        },
    },
    fields: [
        { source: 'type', type: 'enum', choices: LIST_TYPES, column: 'default', required: true },
        {
            source: 'listTitle',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 60,
            sortable: true,
        },
        { source: 'pageTitle', type: 'text', column: 'pickable', required: true, maxLength: 60 },
        { source: 'productDetailsTitle', type: 'text', column: 'pickable', required: true, maxLength: 60 },
        { source: 'icons', type: 'image', many: true },
        { source: 'headerImageMobile', type: 'image', required: true },
        { source: 'headerImagePc', type: 'image', required: true },
        { source: 'backgroundColour', type: 'text', column: 'pickable', required: true, maxLength: 7 },
        { source: 'titleColour', type: 'text', column: 'pickable', required: true, maxLength: 7 },
        { source: 'sort', type: 'number', column: 'default', required: true, min: 0, max: 999, sortable: true },
        { source: 'displayStatus', type: 'enum', choices: ['displaying', 'hidden'], column: 'default', filter: 'optional', required: true },
        { source: 'entries', type: 'json', required: true },
        { source: 'entryCount', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = rankingListRules;
export const serverRules = rankingServerRules;
export const derive = deriveRankingList;
