import type { ResourceModule } from '../kit/types';
import { auditFields } from '../activity-common/fields';
import { statusTableRule } from '../sms-common/statusChange';
import { pageRules, PAGE_STATUSES, STATUS_ACTION } from './rules';

/**
 * Campaign pages built from components (banner, countdown, coupon, product list, rich text, video), at a path of the
 * site, with what a share shows. Drafted, put online (which stamps the publish time) and taken offline by confirmed
 * row actions (one table); previewed from the row or the form in a sandboxed frame.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { status: STATUS_ACTION },
    fields: [
        { source: 'pageName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'path', type: 'text', link: true, unique: true, column: 'default', filter: 'optional', required: true, maxLength: 120 },
        { source: 'components', type: 'json', required: true },
        { source: 'shareTitle', type: 'text', column: 'pickable', maxLength: 60 },
        { source: 'shareImage', type: 'image', column: 'pickable' },
        { source: 'publishTime', type: 'datetime', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'status', type: 'enum', choices: PAGE_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        ...auditFields,
    ],
};

export const rules = pageRules;
export const serverRules = statusTableRule('app-custom-pages', STATUS_ACTION, 'draft');

/** A new page is a draft; going online stamps the publish time (the server's). */
export const derive: ResourceModule['derive'] = record => {
    const status = record.id === undefined ? 'draft' : (record.status ?? 'draft');
    return { status, publishTime: status === 'online' ? (record.publishTime ?? new Date().toISOString()) : status === 'draft' ? null : record.publishTime };
};
