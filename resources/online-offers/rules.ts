import type { FieldErrors } from '../kit/types';
import { allRules, validityRule } from '../activity-common/rules';

/** The terms open from the product page in a new tab: a secure web address only. */
const termsLinkRule = (record: Record<string, unknown>): FieldErrors => {
    const link = record.termsLink;
    if (link === undefined || link === null || link === '') return {};
    return /^https:\/\/[^\s/]+\.[^\s]+$/.test(String(link)) ? {} : { termsLink: 'resources.online-offers.validation.terms_link' };
};

export const onlineOfferRules = allRules(termsLinkRule, validityRule);
