import type { FieldErrors } from '../kit/types';
import { redirectErrors } from '../kit/redirect/redirect';
import { allRules, validityRule } from '../activity-common/rules';
import { slotWindowRule } from '../app-ops-common/windows';

export const AD_POSITIONS = ['splash', 'popup', 'floating', 'banner'] as const;

/** Form, mock and import: the window ends after it starts; the jump target as the redirect block wants it. */
export const adRules = allRules(validityRule, record => redirectErrors(record, 'jump'));

/** The mock: one online ad a position at a time (no overlapping windows). */
export const adServerRules: (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]) => FieldErrors = slotWindowRule(
    'app-ads',
    record => [String(record.positionType ?? '')],
    record => String(record.title ?? ''),
);
