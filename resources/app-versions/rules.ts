import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * An app version's rules (the spec gives its fields only; these are an app store release's). Keys of
 * `resources.app-versions.validation`.
 * - a version name is three numbers, `5.2.1`; the minimum supported version too, and not above the version itself;
 * - an iOS version downloads from the App Store (`https://apps.apple.com/…`);
 * - a forced update goes to every user: grey percentage 100;
 * - per platform, a version name once, and the version code rises with the version (the server's, over the others);
 * - once released, a version keeps its platform, name and code (apps in users' hands carry them);
 * - draft → released → offline, by confirmed row actions (STATUS_ACTION); the server refuses any other change.
 */
const KEY = 'resources.app-versions.validation';
export const PLATFORMS = ['android', 'ios'] as const;
export const UPDATE_TYPES = ['optional', 'force'] as const;
export const VERSION_STATUSES = ['draft', 'released', 'offline'] as const;

export const STATUS_ACTION: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['draft'], to: 'released', labelKey: 'resources.app-versions.actions.release' },
        { from: ['released'], to: 'offline', labelKey: 'resources.app-versions.actions.offline' },
    ],
};

const VERSION = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const APP_STORE = /^https:\/\/apps\.apple\.com\//;

/** What a released (or withdrawn) version keeps. */
const LOCKED = ['platform', 'versionName', 'versionCode'] as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Versions compared part by part as numbers (5.10.0 is above 5.9.3): negative, zero or positive. */
export const compareVersions = (a: string, b: string): number => {
    const left = a.split('.').map(Number);
    const right = b.split('.').map(Number);
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
        const difference = (left[index] ?? 0) - (right[index] ?? 0);
        if (difference !== 0) return difference;
    }
    return 0;
};

/** Form, mock and import: the record's own fields. */
export const versionRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const name = textOf(record.versionName);
    const minimum = textOf(record.minSupportedVersion);
    if (name && !VERSION.test(name)) errors.versionName = `${KEY}.version_format`;
    if (minimum && !VERSION.test(minimum)) errors.minSupportedVersion = `${KEY}.version_format`;
    else if (minimum && VERSION.test(name) && compareVersions(minimum, name) > 0) {
        errors.minSupportedVersion = { message: `${KEY}.min_above_version`, args: { version: name } };
    }
    const url = textOf(record.downloadUrl);
    if (record.platform === 'ios' && url && !APP_STORE.test(url)) errors.downloadUrl = `${KEY}.app_store`;
    if (record.updateType === 'force' && record.grayPercentage !== undefined && record.grayPercentage !== null && record.grayPercentage !== '' && Number(record.grayPercentage) !== 100) {
        errors.grayPercentage = `${KEY}.force_gray`;
    }
    return errors;
};

/** The mock, over the platform's other versions of the site: a name once, codes rising with the names. */
export const versionServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const name = textOf(record.versionName);
    const code = Number(record.versionCode);
    const rows = rowsOf('app-versions');
    // Apps in users' hands carry a released version's platform, name and code: they stay as released.
    const stored = record.id === undefined ? undefined : rows.find(row => String(row.id) === String(record.id));
    if (stored && stored.status !== 'draft') {
        const changed = LOCKED.find(field => String(stored[field] ?? '') !== String(record[field] ?? ''));
        if (changed) return { [changed]: `${KEY}.locked` };
    }
    if (!VERSION.test(name) || !Number.isFinite(code)) return {};
    const others = rows.filter(row => String(row.id) !== String(record.id) && row.platform === record.platform);
    if (others.some(row => row.versionName === name)) return { versionName: { message: `${KEY}.name_taken`, args: { version: name } } };
    // The nearest version out of order first: the one to beat or stay under.
    const misplaced = [...others].sort((a, b) => compareVersions(String(b.versionName), String(a.versionName))).find(row => {
        const order = compareVersions(name, String(row.versionName));
        const codeOrder = code - Number(row.versionCode);
        return (order > 0 && codeOrder <= 0) || (order < 0 && codeOrder >= 0);
    });
    return misplaced
        ? { versionCode: { message: `${KEY}.code_order`, args: { other: String(misplaced.versionName), code: String(misplaced.versionCode) } } }
        : {};
};

/** The live version of each platform among released rows: the one with the highest code. */
export const liveVersionIds = (released: readonly Record<string, unknown>[]): Set<string> => {
    const best = new Map<string, Record<string, unknown>>();
    for (const row of released) {
        if (row.status !== 'released') continue;
        const current = best.get(String(row.platform));
        if (!current || Number(row.versionCode) > Number(current.versionCode)) best.set(String(row.platform), row);
    }
    return new Set([...best.values()].map(row => String(row.id)));
};
