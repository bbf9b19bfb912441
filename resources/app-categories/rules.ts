import type { FieldErrors } from '../kit/types';
import { redirectErrors } from '../kit/redirect/redirect';
import { allRules } from '../activity-common/rules';

/**
 * A category page's rules (the spec gives the fields only; these are an app's): the page lists 1 to 30 SPUs, and
 * its banner's link passes the redirect block's checks (a banner with a link needs its picture).
 * Keys of `resources.app-categories.validation`.
 */
export const REDIRECT_PREFIX = 'bannerJump';
export const PAGE_SPUS = { min: 1, max: 30 } as const;

const KEY = 'resources.app-categories.validation';

const pageErrors = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const spus = Array.isArray(record.spuIds) ? record.spuIds : [];
    if (spus.length < PAGE_SPUS.min || spus.length > PAGE_SPUS.max) errors.spuIds = { message: `${KEY}.spus`, args: PAGE_SPUS };
    const linked = record.bannerJumpType !== undefined && record.bannerJumpType !== null && record.bannerJumpType !== 'none';
    if (linked && (record.banner === undefined || record.banner === null || String(record.banner).trim() === '')) errors.banner = `${KEY}.banner_needed`;
    return errors;
};

export const categoryPageRules = allRules(pageErrors, record => redirectErrors(record, REDIRECT_PREFIX));
