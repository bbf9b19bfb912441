import { activityStatusChoicesEn, activityStatusChoicesZh, commonFieldsEn, commonFieldsZh, payMethodChoicesEn, payMethodChoicesZh } from './texts';

/** Field labels of both screens (each screen's message file adds its own name). */
const partnerPaymentFieldsEn = {
    partner: 'Partner',
    payMethod: 'Pay method',
    benefitType: 'Benefit',
    benefitPercent: 'Benefit (% of the order)',
    maxBenefit: 'Most per order',
    minOrderAmount: 'Minimum order',
    skuScope: 'SKUs',
    limitPerUser: 'Limit per user',
    budget: 'Budget',
};

const partnerPaymentFieldsZh: typeof partnerPaymentFieldsEn = {
    partner: '合作方',
    payMethod: '支付方式',
    benefitType: '优惠形式',
    benefitPercent: '优惠比例（订单金额）',
    maxBenefit: '单笔最高优惠',
    minOrderAmount: '最低订单金额',
    skuScope: '适用 SKU',
    limitPerUser: '每人限参与',
    budget: '预算',
};

const LABELS = {
    en: {
        fields: { ...commonFieldsEn, ...partnerPaymentFieldsEn },
        payMethod: payMethodChoicesEn,
        benefitType: { instant_discount: 'Instant discount', cashback: 'Cashback' },
        status: activityStatusChoicesEn,
    },
    zh: {
        fields: { ...commonFieldsZh, ...partnerPaymentFieldsZh },
        payMethod: payMethodChoicesZh,
        benefitType: { instant_discount: '立减', cashback: '返现' },
        status: activityStatusChoicesZh,
    },
};

/** A partner-payment screen's texts in one language, under its own collection: its name, and what both share. */
export const partnerPaymentTexts = (locale: 'en' | 'zh', collection: string, name: string) => {
    const { fields, ...choices } = LABELS[locale];
    return { resources: { [collection]: { name, fields, choices } } };
};
