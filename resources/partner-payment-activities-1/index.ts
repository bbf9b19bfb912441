import { partnerPaymentDescription, partnerPaymentRules } from '../activity-common/partnerPayment';

/** Partner-payment activities with wallet and UPI partners: the shared entity of activity-common. */
export const description = partnerPaymentDescription;

export const rules = partnerPaymentRules;
