import { activityCommonZh, commonFieldsZh, enabledChoicesZh } from '../activity-common/texts';

/** Student benefit texts (resources.student-benefits), in Chinese. */
export const studentBenefitsZh = {
    resources: {
        'student-benefits': {
            name: '学生权益',
            fields: {
                ...commonFieldsZh,
                benefitName: '计划名称',
                verificationMethod: '认证方式',
                couponTemplateCode: '优惠券模板编码',
                skuScope: '适用 SKU',
                limitPerStudent: '每位学生限领',
                banner: '横幅',
                terms: '条款',
            },
            choices: {
                verificationMethod: { student_email: '学校邮箱', id_upload: '上传学生证', third_party: '第三方认证' },
                status: enabledChoicesZh,
            },
        },
    },
};

export { activityCommonZh };
