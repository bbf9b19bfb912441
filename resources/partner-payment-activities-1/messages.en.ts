import { activityCommonEn, activityStatusChoicesEn, commonFieldsEn, payMethodChoicesEn } from '../activity-common/texts';
import { partnerPaymentFieldsEn } from '../activity-common/partnerPayment';

/** Partner-payment activity texts (resources.partner-payment-activities-1), in English. */
export const partnerPaymentActivities1En = {
    resources: {
        'partner-payment-activities-1': {
            name: 'Wallet partner offer |||| Wallet partner offers',
            fields: { ...commonFieldsEn, ...partnerPaymentFieldsEn },
            choices: {
                payMethod: payMethodChoicesEn,
                benefitType: { instant_discount: 'Instant discount', cashback: 'Cashback' },
                status: activityStatusChoicesEn,
            },
        },
    },
};

export { activityCommonEn };
