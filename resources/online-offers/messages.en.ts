import { activityCommonEn, commonFieldsEn, onlineChoicesEn } from '../activity-common/texts';

/** Online offer texts (resources.online-offers), in English. */
export const onlineOffersEn = {
    resources: {
        'online-offers': {
            name: 'Online offer |||| Online offers',
            fields: { ...commonFieldsEn, title: 'Title', description: 'Description', offerType: 'Offer type', skuScope: 'SKUs', sort: 'Sort', termsLink: 'Terms link' },
            choices: {
                offerType: { bank_offer: 'Bank offer', exchange: 'Exchange', coupon: 'Coupon', emi: 'EMI', other: 'Other' },
                status: onlineChoicesEn,
            },
            validation: { terms_link: 'Enter a web address starting with https://' },
        },
    },
};

export { activityCommonEn };
