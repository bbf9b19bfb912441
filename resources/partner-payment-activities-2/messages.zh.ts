import { activityCommonZh } from '../activity-common/texts';
import { partnerPaymentTexts } from '../activity-common/partnerPaymentTexts';

/** Partner-payment activity texts (resources.partner-payment-activities-2), in Chinese. */
export const partnerPaymentActivities2Zh = partnerPaymentTexts('zh', 'partner-payment-activities-2', '先享后付合作活动');

export { activityCommonZh };
