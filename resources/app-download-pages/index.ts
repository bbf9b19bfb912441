import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { appDownloadRules } from './rules';

/**
 * The app-download landing page of a site: one record a site, edited in a dialog, never created or deleted: the
 * app's icon, title and description, the QR code, the store links and the APK, the version shown, the banners for
 * PC and mobile, online or offline.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {}, status: ONLINE_OFFLINE, publish: { pageType: 'static', pageName: 'App download page' } },
    fields: [
        { source: 'title', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'description', type: 'text', column: 'default', maxLength: 300 },
        { source: 'appIcon', type: 'image', column: 'default', required: true },
        { source: 'qrCode', type: 'image', column: 'default', required: true },
        { source: 'googlePlayUrl', type: 'text', link: true, column: 'default', maxLength: 300 },
        { source: 'appStoreUrl', type: 'text', link: true, column: 'default', maxLength: 300 },
        { source: 'apkFile', type: 'file', column: 'pickable' },
        { source: 'versionText', type: 'text', column: 'default', maxLength: 20 },
        { source: 'bannerPc', type: 'image', column: 'pickable' },
        { source: 'bannerMobile', type: 'image', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable' },
    ],
};

export const rules = appDownloadRules;
