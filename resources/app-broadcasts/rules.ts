import type { FieldErrors } from '../kit/types';
import { redirectErrors } from '../kit/redirect/redirect';
import { allRules, validityRule } from '../activity-common/rules';
import { slotWindowRule } from '../app-ops-common/windows';

/** The app pages with an announcement bar. */
export const BROADCAST_PAGES = ['home', 'category', 'product_detail', 'cart', 'order_list', 'me', 'support'] as const;

/** Form, mock and import: the window ends after it starts; the jump target as the redirect block wants it. */
export const broadcastRules = allRules(validityRule, record => redirectErrors(record, 'jump'));

const pagesOf = (record: Record<string, unknown>): string[] => (Array.isArray(record.pages) ? record.pages.map(String) : []);

/** The mock: a page's bar shows one online message at a time (no two sharing a page with overlapping windows). */
export const broadcastServerRules: (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]) => FieldErrors =
    slotWindowRule('app-broadcasts', pagesOf, record => String(record.content ?? ''));
