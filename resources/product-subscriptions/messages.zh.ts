import { SUBSCRIPTION_ZH } from '../sms-common/texts';

/** Subscription texts (resources.product-subscriptions), in Chinese. */
export const productSubscriptionsZh = { resources: { 'product-subscriptions': { name: '到货提醒订阅', ...SUBSCRIPTION_ZH } } };
