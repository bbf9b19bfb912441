import { activityCommonEn } from '../activity-common/texts';
import { partnerPaymentTexts } from '../activity-common/partnerPaymentTexts';

/** Partner-payment activity texts (resources.partner-payment-activities-2), in English. */
export const partnerPaymentActivities2En = partnerPaymentTexts('en', 'partner-payment-activities-2', 'Pay-later partner offer |||| Pay-later partner offers');

export { activityCommonEn };
