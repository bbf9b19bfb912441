import type { FieldErrors } from '../kit/types';

/** The largest package: a full ROM of a flagship is about 7 GB. */
export const PACKAGE_MAX_MB = 8_192;

/** A build as the phone's About screen shows it: V, four numbers and the region's build code (V14.0.6.0.UNOINXM). */
export const VERSION = /^V\d{1,2}\.\d{1,2}\.\d{1,3}\.\d{1,3}(\.[A-Z]{4,10})?$/;
const MD5 = /^[a-f0-9]{32}$/;
/** Packages are zip archives (OTA) or ROM images. */
const PACKAGE = /\.(zip|tgz|img)$/i;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A release: a version in the build's form, the checksum 32 lower-case hexadecimal characters (as md5sum prints
 * it), a package the phone can install (.zip, .tgz or .img).
 */
export const softwareReleaseRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (text(record.version) !== '' && !VERSION.test(text(record.version))) errors.version = 'resources.software-releases.validation.version';
    if (text(record.md5) !== '' && !MD5.test(text(record.md5))) errors.md5 = 'resources.software-releases.validation.md5';
    if (text(record.fileUrl) !== '' && !PACKAGE.test(text(record.fileUrl).split('?')[0])) errors.fileUrl = 'resources.software-releases.validation.package';
    return errors;
};

/** A model has each version of each kind once. */
export const softwareReleaseServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (text(record.version) === '') return {};
    const twin = rowsOf('software-releases').find(
        row => row.id !== record.id && String(row.modelId) === String(record.modelId) && row.releaseType === record.releaseType && text(row.version) === text(record.version),
    );
    return twin ? { version: 'resources.software-releases.validation.version_taken' } : {};
};
