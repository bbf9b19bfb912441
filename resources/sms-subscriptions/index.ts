import { deriveNotifyTime, skuOfSpuRule, subscriptionDescription, subscriptionRules } from '../sms-common/subscriptions';

/** Users subscribed to a product's arrival or launch by SMS (sms-common/subscriptions.ts). */
export const description = subscriptionDescription('sms-subscriptions', ['sms']);
export const rules = subscriptionRules('sms-subscriptions');
export const serverRules = skuOfSpuRule('sms-subscriptions');
export const derive = deriveNotifyTime;
