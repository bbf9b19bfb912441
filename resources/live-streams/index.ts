import type { ResourceModule } from '../kit/types';
import { statusTableRule } from '../sms-common/statusChange';
import { deriveLive, liveRules, liveServerRules, STATUS_ACTION, STATUSES } from './rules';

/**
 * Live-stream sessions (/live): where and when the brand streams, who hosts, and the SKUs sold live with their live
 * price and stock. Added at /live/edit, edited at /live/edit/:id; started and ended by confirmed row actions (the
 * status table in rules.ts), deleted while not live.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { export: true, delete: true, status: STATUS_ACTION },
    fields: [
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 100, sortable: true },
        { source: 'coverImage', type: 'image', column: 'pickable' },
        { source: 'anchor', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60 },
        { source: 'platform', type: 'enum', choices: ['app', 'youtube', 'facebook', 'other'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'streamUrl', type: 'text', link: true, column: 'pickable', required: true, maxLength: 300 },
        { source: 'replayUrl', type: 'text', link: true, column: 'pickable', maxLength: 300 },
        { source: 'startTime', type: 'datetime', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'endTime', type: 'datetime', column: 'default', required: true, sortable: true },
        { source: 'products', type: 'json' },
        { source: 'status', type: 'enum', choices: STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = liveRules;
/** The SKUs over the site's, and the status only along its table. */
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => ({ ...statusTableRule('live-streams', STATUS_ACTION, 'not_started')(record, rowsOf), ...liveServerRules(record, rowsOf) });
export const derive = deriveLive;
