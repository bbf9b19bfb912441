import { SUBSCRIPTION_ZH } from '../sms-common/texts';

/** Subscription texts (resources.sms-subscriptions), in Chinese. */
export const smsSubscriptionsZh = { resources: { 'sms-subscriptions': { name: '到货短信订阅', ...SUBSCRIPTION_ZH } } };
