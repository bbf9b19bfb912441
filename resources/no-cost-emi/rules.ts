import type { FieldErrors } from '../kit/types';
import { allRules, isNumber, validityRule } from '../activity-common/rules';

/**
 * No-cost EMI: the brand bears the interest, all of it or a share. A partial subvention names
 * the share, between 1 % and 99 % (all of it is a full subvention, none is no offer).
 */
const subventionRule = (record: Record<string, unknown>): FieldErrors => {
    if (record.subventionType !== 'partial') return {};
    const share = Number(record.subventionShare);
    return isNumber(record.subventionShare) && share >= 0.01 && share <= 0.99 ? {} : { subventionShare: 'resources.no-cost-emi.validation.partial_share' };
};

export const noCostEmiRules = allRules(validityRule, subventionRule);
