import type { FieldErrors } from '../kit/types';

/**
 * The app-download page's rules (form, mock): the Google Play link is a play.google.com address and the App Store
 * link an apps.apple.com one (the buttons open those stores); the page offers the app somewhere (a store link or the
 * APK); the version reads as the app shows it (V5.2 or V5.2.1).
 */
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const GOOGLE_PLAY = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[A-Za-z0-9._]+/;
const APP_STORE = /^https:\/\/apps\.apple\.com\/[a-z]{2}\/app\/[^/\s]+\/id\d+/;
const VERSION = /^V\d+\.\d+(\.\d+)?$/;

export const appDownloadRules = (record: Record<string, unknown>): FieldErrors => ({
    ...(present(record.googlePlayUrl) && !GOOGLE_PLAY.test(String(record.googlePlayUrl)) ? { googlePlayUrl: 'resources.app-download-pages.validation.google_play' } : {}),
    ...(present(record.appStoreUrl) && !APP_STORE.test(String(record.appStoreUrl)) ? { appStoreUrl: 'resources.app-download-pages.validation.app_store' } : {}),
    ...(!present(record.googlePlayUrl) && !present(record.appStoreUrl) && !present(record.apkFile) ? { googlePlayUrl: 'resources.app-download-pages.validation.somewhere' } : {}),
    ...(present(record.versionText) && !VERSION.test(String(record.versionText)) ? { versionText: 'resources.app-download-pages.validation.version' } : {}),
});
