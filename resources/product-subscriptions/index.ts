import { deriveNotifyTime, skuOfSpuRule, subscriptionDescription, subscriptionRules } from '../sms-common/subscriptions';

/** "Notify me" subscriptions to coming-soon or out-of-stock products, by SKU or SPU, on every channel (sms-common/subscriptions.ts). */
export const description = subscriptionDescription('product-subscriptions', ['sms', 'email', 'push']);
export const rules = subscriptionRules('product-subscriptions');
export const serverRules = skuOfSpuRule('product-subscriptions');
export const derive = deriveNotifyTime;
