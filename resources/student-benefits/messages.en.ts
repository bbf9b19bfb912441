import { activityCommonEn, commonFieldsEn, enabledChoicesEn } from '../activity-common/texts';

/** Student benefit texts (resources.student-benefits), in English. */
export const studentBenefitsEn = {
    resources: {
        'student-benefits': {
            name: 'Student benefit |||| Student benefits',
            fields: {
                ...commonFieldsEn,
                benefitName: 'Programme name',
                verificationMethod: 'Verification',
                couponTemplateCode: 'Coupon template code',
                skuScope: 'SKUs',
                limitPerStudent: 'Limit per student',
                banner: 'Banner',
                terms: 'Terms',
            },
            choices: {
                verificationMethod: { student_email: 'College e-mail', id_upload: 'Student ID upload', third_party: 'Verification partner' },
                status: enabledChoicesEn,
            },
        },
    },
};

export { activityCommonEn };
