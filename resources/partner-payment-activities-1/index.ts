import { partnerPaymentDescription, partnerPaymentRules } from '../activity-common/partnerPayment';

/** Partner-payment activities with wallet and UPI partners (screens.md [245]): the shared entity of activity-common. */
export const description = partnerPaymentDescription;

export const rules = partnerPaymentRules;
