import type { FieldErrors } from '../kit/types';
import { redirectErrors } from '../kit/redirect/redirect';
import { allRules, validityRule } from '../activity-common/rules';

/**
 * A bottom tab's rules (the spec gives the fields only; these are an app's): its window ends after it starts, the
 * redirect block's own checks, and the bar holds at most 5 tabs online at once (a phone's bottom bar has room for
 * five; the server counts the site's others). Keys of `resources.menu-tabs.validation`.
 */
export const REDIRECT_PREFIX = 'jump';
export const MAX_ONLINE_TABS = 5;

export const menuTabRules = allRules(validityRule, record => redirectErrors(record, REDIRECT_PREFIX));

export const menuTabServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (record.status !== 'online') return {};
    const others = rowsOf('menu-tabs').filter(row => row.status === 'online' && String(row.id) !== String(record.id)).length;
    return others >= MAX_ONLINE_TABS ? { status: { message: 'resources.menu-tabs.validation.too_many_online', args: { max: MAX_ONLINE_TABS } } } : {};
};
