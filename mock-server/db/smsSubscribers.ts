import type { Row } from './collection';
import { db } from './store';
import { subscriberCountOf, SUBSCRIPTIONS } from '../../resources/sms-sub-products/subscribers';

const PLANS = 'sms-sub-products';

/**
 * The plans' subscriber counts (/sms/subProduct), as the server keeps them: the waiting SMS subscriptions each plan
 * reaches (resources/sms-sub-products/subscribers.ts), counted again before every call once the plans are loaded, so
 * a notice sent (waiting → notified) or a plan moved to another SKU reads right at once. Only a count that moved is
 * written (a write is what tells the store its seed no longer holds).
 */
export const refreshSubscriberCounts = (): void => {
    if (!db.collections.has(PLANS)) return;
    const plans = db.collections.get(PLANS)!;
    const bySite = new Map<unknown, Row[]>();
    for (const subscription of db.collections.get(SUBSCRIPTIONS)!.all()) {
        const own = bySite.get(subscription.siteCode);
        if (own) own.push(subscription);
        else bySite.set(subscription.siteCode, [subscription]);
    }
    for (const plan of plans.all()) {
        const count = subscriberCountOf(plan, bySite.get(plan.siteCode) ?? []);
        if (plan.subscriberCount !== count) plans.update(plan.id, { subscriberCount: count });
    }
};
