/**
 * How many buyers a plan's notice would reach, the one count of `subscriberCount` (the seed, the mock before every
 * call, the write check and the tests): the SMS subscriptions of the plan's site still waiting (not yet notified)
 * for its product. A plan for a SKU counts the subscriptions to that SKU and those to its whole SPU (a buyer waiting
 * for the SPU takes any of its SKUs); a plan for an SPU (no SKU) counts every subscription of the SPU, by SKU or by
 * SPU. So a subscriber to an SPU counts in each plan of the SPU: each count is who that plan would notify.
 */
export const SUBSCRIPTIONS = 'sms-subscriptions';

type Record_ = Readonly<Record<string, unknown>>;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A subscription the plan's notice reaches (whatever its notice status); the callers give the plan's site's own. */
export const reachesSubscription = (plan: Record_, subscription: Record_): boolean => {
    if (String(subscription.spuId) !== String(plan.spuId)) return false;
    if (blank(plan.skuId)) return true;
    return subscription.targetType === 'spu' || String(subscription.skuId) === String(plan.skuId);
};

export const subscriberCountOf = (plan: Record_, subscriptions: readonly Record_[]): number =>
    subscriptions.filter(subscription => subscription.notifyStatus === 'waiting' && reachesSubscription(plan, subscription)).length;
