import { SUBSCRIPTION_EN } from '../sms-common/texts';

/** Subscription texts (resources.product-subscriptions), in English. */
export const productSubscriptionsEn = { resources: { 'product-subscriptions': { name: 'Notify-me subscription |||| Notify-me subscriptions', ...SUBSCRIPTION_EN } } };
