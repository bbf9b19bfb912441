import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * A live-stream session's rules (the spec gives its fields only; these are a live-commerce back office's): it ends
 * after it starts and lasts at most 12 hours; each product it sells is a SKU of the site, once, at a live price above
 * zero and not above the SKU's selling price, with a whole stock. Its status moves only by the start and end
 * actions (one table, STATUS_ACTION). Keys of `resources.live-streams.validation`.
 */
const KEY = 'resources.live-streams.validation';
export const STATUSES = ['not_started', 'live', 'ended'] as const;
export const MAX_SESSION_HOURS = 12;
const HOUR_MS = 3_600_000;

/** The status table: not started → live → ended; a session not yet started may also be ended (called off). */
export const STATUS_ACTION: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['not_started'], to: 'live', labelKey: 'resources.live-streams.actions.start' },
        { from: ['not_started', 'live'], to: 'ended', labelKey: 'resources.live-streams.actions.end' },
    ],
};

export interface LiveProduct {
    skuId: number | string;
    livePrice: number;
    stock: number;
}

const productsOf = (value: unknown): unknown[] | undefined => (value === undefined || value === null ? [] : Array.isArray(value) ? value : undefined);

const productError = (product: unknown): string | undefined => {
    if (!product || typeof product !== 'object') return 'products_shape';
    const { skuId, livePrice, stock } = product as Record<string, unknown>;
    if (skuId === undefined || skuId === null || skuId === '') return 'products_shape';
    if (typeof livePrice !== 'number' || !(livePrice > 0)) return 'live_price';
    if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0) return 'stock';
    return undefined;
};

export const liveRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const start = Date.parse(String(record.startTime ?? ''));
    const end = Date.parse(String(record.endTime ?? ''));
    if (Number.isFinite(start) && Number.isFinite(end)) {
        if (end <= start) errors.endTime = `${KEY}.end_before_start`;
        else if (end - start > MAX_SESSION_HOURS * HOUR_MS) errors.endTime = { message: `${KEY}.too_long`, args: { hours: MAX_SESSION_HOURS } };
    }
    const products = productsOf(record.products);
    if (!products) errors.products = `${KEY}.products_shape`;
    else {
        const bad = products.map(productError).find(Boolean);
        const ids = products.map(product => String((product as Record<string, unknown>)?.skuId));
        if (bad) errors.products = `${KEY}.${bad}`;
        else if (new Set(ids).size !== ids.length) errors.products = `${KEY}.sku_twice`;
    }
    return errors;
};

/** Each product is a SKU of the site, sold live at no more than its selling price. */
export const liveServerRules = (record: Record<string, unknown>, rowsOf: (name: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const products = (productsOf(record.products) ?? []) as LiveProduct[];
    const skus = rowsOf('skus');
    for (const product of products) {
        const sku = skus.find(row => String(row.id) === String(product.skuId));
        if (!sku) return { products: { message: `${KEY}.unknown_sku`, args: { sku: String(product.skuId) } } };
        if (product.livePrice > Number(sku.sellingPrice)) return { products: { message: `${KEY}.above_price`, args: { sku: String(sku.skuId ?? sku.id) } } };
    }
    return {};
};

/** A new session starts not started; the status is the actions' to change. */
export const deriveLive = (record: Record<string, unknown>) => ({ status: record.status ?? 'not_started' });
