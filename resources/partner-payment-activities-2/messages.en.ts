import { activityCommonEn, activityStatusChoicesEn, commonFieldsEn, payMethodChoicesEn } from '../activity-common/texts';
import { partnerPaymentFieldsEn } from '../activity-common/partnerPayment';

/** Partner-payment activity texts (resources.partner-payment-activities-2), in English. */
export const partnerPaymentActivities2En = {
    resources: {
        'partner-payment-activities-2': {
            name: 'Pay-later partner offer |||| Pay-later partner offers',
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
