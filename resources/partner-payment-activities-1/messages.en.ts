import { activityCommonEn } from '../activity-common/texts';
import { partnerPaymentTexts } from '../activity-common/partnerPaymentTexts';

/** Partner-payment activity texts (resources.partner-payment-activities-1), in English. */
export const partnerPaymentActivities1En = partnerPaymentTexts('en', 'partner-payment-activities-1', 'Wallet partner offer |||| Wallet partner offers');

export { activityCommonEn };
