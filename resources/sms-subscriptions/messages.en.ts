import { SUBSCRIPTION_EN } from '../sms-common/texts';

/** Subscription texts (resources.sms-subscriptions), in English. */
export const smsSubscriptionsEn = { resources: { 'sms-subscriptions': { name: 'SMS arrival subscription |||| SMS arrival subscriptions', ...SUBSCRIPTION_EN } } };
