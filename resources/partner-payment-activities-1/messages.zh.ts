import { activityCommonZh } from '../activity-common/texts';
import { partnerPaymentTexts } from '../activity-common/partnerPaymentTexts';

/** Partner-payment activity texts (resources.partner-payment-activities-1), in Chinese. */
export const partnerPaymentActivities1Zh = partnerPaymentTexts('zh', 'partner-payment-activities-1', '钱包合作活动');

export { activityCommonZh };
