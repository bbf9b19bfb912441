import type { ResourceModule } from '../kit/types';
import { statusTableRule } from '../sms-common/statusChange';
import { redirectFields } from '../kit/redirect/redirect';
import { derivePush, LINK_PREFIX, pushRules, STATUS_ACTION, STATUSES } from './rules';

/**
 * App push notifications (/sms/appPush): a title, a text, a picture and where it leads (the redirect block), for Android, iOS or both, to
 * everyone, a segment or a file of users, at a time; viewed (with what the sender counted) at
 * /sms/appPush/view/{templateCode} and edited at /sms/appPush/edit/{templateCode} or in a dialog on the list; sent
 * and cancelled by confirmed row actions (the status table in rules.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sendTime', order: 'DESC' },
    actions: { export: true, dialog: { create: true }, status: STATUS_ACTION },
    fields: [
        { source: 'templateCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 40, sortable: true },
        { source: 'title', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60 },
        { source: 'content', type: 'text', column: 'pickable', required: true, maxLength: 240 },
        { source: 'image', type: 'image' },
        // Where a tap on the push leads: the redirect block (its H5 links within the site's URL whitelist).
        ...redirectFields(LINK_PREFIX),
        { source: 'platform', type: 'enum', choices: ['all', 'android', 'ios'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'audience', type: 'enum', choices: ['all', 'segment', 'user_file'], column: 'default', required: true },
        { source: 'userFile', type: 'file' },
        { source: 'sendTime', type: 'datetime', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'status', type: 'enum', choices: STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'sentCount', type: 'number', column: 'pickable', formHidden: true, sortable: true, min: 0 },
        { source: 'deliveredCount', type: 'number', column: 'pickable', formHidden: true, min: 0 },
        { source: 'openCount', type: 'number', column: 'pickable', formHidden: true, min: 0 },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = pushRules;
export const serverRules = statusTableRule('app-pushes', STATUS_ACTION, 'draft');
export const derive: ResourceModule['derive'] = record => ({ status: record.status ?? 'draft', ...derivePush({ ...record, status: record.status ?? 'draft' }) });
