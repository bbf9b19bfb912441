import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { PACKAGE_MAX_MB, softwareReleaseRules, softwareReleaseServerRules } from './rules';

/**
 * A software release of a model on a site: an OTA package or a full ROM, its version, release date, the package's
 * address, size and MD5 checksum, the changelog (rich text, shown sanitised); online or offline on the website.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'releaseDate', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'modelId', type: 'ref', reference: 'service-models', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'releaseType', type: 'enum', choices: ['ota', 'full_rom'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'version', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 40, sortable: true },
        { source: 'releaseDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'fileUrl', type: 'file', column: 'pickable', required: true },
        { source: 'fileSizeMb', type: 'number', column: 'default', required: true, min: 1, max: PACKAGE_MAX_MB },
        { source: 'md5', type: 'text', column: 'pickable', required: true, maxLength: 32 },
        { source: 'changelog', type: 'richtext' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = softwareReleaseRules;
export const serverRules = softwareReleaseServerRules;
