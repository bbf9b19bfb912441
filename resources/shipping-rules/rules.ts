import type { FieldErrors } from '../kit/types';
import { allRules, validityRule } from '../activity-common/rules';

const PINCODE = /^[1-9]\d{5}$/;

/** The pincodes of a rule, typed one by one or comma- or space-separated. */
export const pincodesOf = (value: unknown): string[] =>
    String(value ?? '')
        .split(/[\s,]+/)
        .filter(Boolean);

/**
 * A shipping rule covers the whole market, some states or some pincodes: a rule for states names
 * at least one, a rule for pincodes lists valid six-digit Indian pincodes.
 */
const scopeRule = (record: Record<string, unknown>): FieldErrors => {
    if (record.scope === 'states' && (!Array.isArray(record.states) || record.states.length === 0)) {
        return { states: 'resources.shipping-rules.validation.states_required' };
    }
    if (record.scope === 'pincodes') {
        const pincodes = pincodesOf(record.pincodes);
        if (pincodes.length === 0) return { pincodes: 'resources.shipping-rules.validation.pincodes_required' };
        const wrong = pincodes.find(pincode => !PINCODE.test(pincode));
        if (wrong) return { pincodes: { message: 'resources.shipping-rules.validation.pincode_wrong', args: { pincode: wrong } } };
    }
    return {};
};

export const shippingRules = allRules(scopeRule, validityRule);
