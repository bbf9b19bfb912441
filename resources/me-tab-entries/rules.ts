import type { FieldErrors } from '../kit/types';
import { redirectErrors, redirectField } from '../kit/redirect/redirect';
import { allRules } from '../activity-common/rules';

/**
 * A Me-tab entry's rules (the spec gives the fields only): an entry is a row the user taps, so it jumps somewhere
 * (any redirect type but none), with the redirect block's own checks; its badge is a short mark ("New", "3").
 */
export const REDIRECT_PREFIX = 'jump';
export const BADGE_MAX = 6;

const jumpsSomewhere = (record: Record<string, unknown>): FieldErrors =>
    record[redirectField(REDIRECT_PREFIX, 'Type')] === 'none' ? { [redirectField(REDIRECT_PREFIX, 'Type')]: 'resources.me-tab-entries.validation.jump_needed' } : {};

export const meTabRules = allRules(jumpsSomewhere, record => redirectErrors(record, REDIRECT_PREFIX));
