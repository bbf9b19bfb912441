import type { FieldErrors } from '../kit/types';
import { allRules, validityRule } from '../activity-common/rules';

/**
 * A points-mall item's rules (the spec gives the fields only; these are a loyalty shop's): a coupon item names the
 * coupon template it issues (a prize names none); a user may not be allowed more than the stock holds; the window
 * ends after it starts. Bounds are the description's: 1 to 1,000,000 points, a whole stock, 1 to 99 a user.
 * Keys of `resources.points-mall-items.validation`.
 */
export const ITEM_TYPES = ['coupon', 'prize'] as const;
export const POINTS_COST = { min: 1, max: 1_000_000 } as const;
export const PER_USER = { min: 1, max: 99 } as const;

const KEY = 'resources.points-mall-items.validation';
const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

const itemErrors = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.itemType === 'coupon' && isBlank(record.couponTemplateId)) errors.couponTemplateId = `${KEY}.template_needed`;
    const stock = Number(record.stock);
    const limit = Number(record.limitPerUser);
    if (Number.isFinite(stock) && Number.isFinite(limit) && stock > 0 && limit > stock) errors.limitPerUser = { message: `${KEY}.limit_over_stock`, args: { stock } };
    if (!isBlank(record.stock) && !Number.isInteger(stock)) errors.stock = `${KEY}.whole`;
    if (!isBlank(record.pointsCost) && !Number.isInteger(Number(record.pointsCost))) errors.pointsCost = `${KEY}.whole`;
    if (!isBlank(record.limitPerUser) && !Number.isInteger(limit)) errors.limitPerUser = `${KEY}.whole`;
    return errors;
};

export const pointsMallRules = allRules(validityRule, itemErrors);

const NUMBERS = ['pointsCost', 'stock', 'limitPerUser'] as const;
const asNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/**
 * A prize issues no coupon: its template is cleared, so a changed type leaves nothing stale. Points, stock and the
 * limit are kept as numbers even when sent as numeric text (an import's cells, the seed's examples).
 */
export const derivePointsMallItem = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...Object.fromEntries(NUMBERS.filter(source => source in record).map(source => [source, asNumber(record[source])])),
    ...(record.itemType === 'prize' && { couponTemplateId: null }),
});
