import type { ResourceModule } from '../kit/types';
import { auditFields } from '../activity-common/fields';
import { statusTableRule } from '../sms-common/statusChange';
import { PLATFORMS, STATUS_ACTION, UPDATE_TYPES, VERSION_STATUSES, versionRules, versionServerRules } from './rules';

/**
 * The app's versions per platform and the update prompt each shows: the version and its code, the minimum version
 * still supported (older apps must update), an optional or a forced update, release notes, where to download it and
 * the share of users offered it first (grey release). Drafted, released, taken offline (one table, confirmed row
 * actions); the newest released version of a platform is the live one (marked on the list).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'versionCode', order: 'DESC' },
    actions: { status: STATUS_ACTION, export: true },
    fields: [
        { source: 'platform', type: 'enum', choices: PLATFORMS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'versionName', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 20 },
        { source: 'versionCode', type: 'number', column: 'default', required: true, min: 1, max: 999_999_999, sortable: true },
        { source: 'minSupportedVersion', type: 'text', column: 'default', required: true, maxLength: 20 },
        { source: 'updateType', type: 'enum', choices: UPDATE_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'releaseNotes', type: 'text', column: 'pickable', required: true, maxLength: 2000 },
        { source: 'downloadUrl', type: 'text', link: true, column: 'pickable', required: true, maxLength: 300 },
        { source: 'grayPercentage', type: 'number', column: 'default', required: true, min: 0, max: 100 },
        { source: 'releaseTime', type: 'datetime', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'status', type: 'enum', choices: VERSION_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        ...auditFields,
    ],
};

export const rules = versionRules;

/** The status only along its table (a new version is a draft), and the platform's other versions. */
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => ({
    ...statusTableRule('app-versions', STATUS_ACTION, 'draft')(record, rowsOf),
    ...versionServerRules(record, rowsOf),
});

/** A new version is a draft; releasing stamps the release time (the server's). */
export const derive: ResourceModule['derive'] = record => {
    const status = record.id === undefined ? 'draft' : (record.status ?? 'draft');
    return { status, releaseTime: status === 'released' ? (record.releaseTime ?? new Date().toISOString()) : status === 'draft' ? null : record.releaseTime };
};
