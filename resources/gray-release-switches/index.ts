import type { ResourceModule } from '../kit/types';

/**
 * Staged (grey) release switches (/storeSettings/graySetting): a store feature turned on for a share of the users of a
 * platform, or for listed user IDs, within a window. A feature key once per site (a letter, then letters, digits, dots,
 * dashes and underscores); the share 0–100 %; the window ends after it starts; user IDs comma-separated digits.
 */
const KEY = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const USER_IDS = /^\d+(\s*,\s*\d+)*$/;
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export const description: ResourceModule['description'] = {
    sort: { field: 'featureKey', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, delete: true },
    fields: [
        { source: 'featureKey', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 60, sortable: true },
        { source: 'enabled', type: 'bool', column: 'default', filter: 'alwaysOn' },
        { source: 'platform', type: 'enum', choices: ['all', 'web', 'app'], column: 'default', filter: 'optional', required: true },
        { source: 'percentage', type: 'percent', column: 'default', required: true, min: 0, max: 1, sortable: true },
        { source: 'whitelistUserIds', type: 'text', column: 'pickable', maxLength: 500 },
        { source: 'startTime', type: 'datetime', column: 'default', required: true, sortable: true },
        { source: 'endTime', type: 'datetime', column: 'default', required: true, sortable: true },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 200 },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules: ResourceModule['rules'] = record => ({
    ...(present(record.featureKey) && !KEY.test(String(record.featureKey)) ? { featureKey: 'resources.gray-release-switches.validation.key_format' } : {}),
    ...(present(record.whitelistUserIds) && !USER_IDS.test(String(record.whitelistUserIds).trim()) ? { whitelistUserIds: 'resources.gray-release-switches.validation.user_ids' } : {}),
    ...(present(record.startTime) && present(record.endTime) && String(record.endTime) <= String(record.startTime) ? { endTime: 'resources.gray-release-switches.validation.end_before_start' } : {}),
});
