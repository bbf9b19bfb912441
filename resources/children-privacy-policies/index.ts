import type { ResourceModule } from '../kit/types';
import { description as policyDescription } from '../policies/index';
import { policyRules } from '../policies/rules';

/**
 * The children's privacy policy in versions: a policy of type children (the legal policies' fields without the type,
 * their version and effective-date rules, their sanitised preview), plus the age under which parental consent is
 * asked (13 by COPPA, up to 16 by GDPR art. 8, 18 by India's DPDP Act).
 */
export const description: ResourceModule['description'] = {
    ...policyDescription,
    actions: { ...policyDescription.actions, publish: { pageType: 'static', pageName: "Children's privacy policy" } },
    fields: [
        ...policyDescription.fields.filter(field => field.source !== 'policyType'),
        { source: 'consentAge', type: 'number', column: 'default', required: true, min: 13, max: 18 },
    ],
};

export const rules = policyRules;
