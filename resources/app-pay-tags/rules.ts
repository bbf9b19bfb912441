import type { FieldErrors } from '../kit/types';
import { allRules, validityRule } from '../activity-common/rules';
import { slotWindowRule } from '../app-ops-common/windows';

/** A colour as checkout draws it: # and six hexadecimal digits. */
export const COLOUR = /^#[0-9a-fA-F]{6}$/;

const colourRule = (record: Record<string, unknown>): FieldErrors =>
    typeof record.tagColour === 'string' && record.tagColour !== '' && !COLOUR.test(record.tagColour.trim())
        ? { tagColour: 'resources.app-pay-tags.validation.colour' }
        : {};

/** Form, mock and import: a #RRGGBB colour, the window ending after it starts. */
export const payTagRules = allRules(colourRule, validityRule);

/** The mock: one online tag a pay method at a time (no overlapping windows). */
export const payTagServerRules: (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]) => FieldErrors = slotWindowRule(
    'app-pay-tags',
    record => [String(record.payMethod ?? '')],
    record => String(record.tagText ?? ''),
);
