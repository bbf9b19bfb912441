import { activityCommonZh, activityStatusChoicesZh, commonFieldsZh, payMethodChoicesZh } from '../activity-common/texts';
import { partnerPaymentFieldsZh } from '../activity-common/partnerPayment';

/** Partner-payment activity texts (resources.partner-payment-activities-1), in Chinese. */
export const partnerPaymentActivities1Zh = {
    resources: {
        'partner-payment-activities-1': {
            name: '钱包合作活动',
            fields: { ...commonFieldsZh, ...partnerPaymentFieldsZh },
            choices: {
                payMethod: payMethodChoicesZh,
                benefitType: { instant_discount: '立减', cashback: '返现' },
                status: activityStatusChoicesZh,
            },
        },
    },
};

export { activityCommonZh };
