import { totalsOf } from '../../../resources/b2b-orders/lines';
import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { Row } from '../collection';
import { PHONE_GST } from './supply';

/** A bulk order's lines: one to four of the site's SKUs, in tens, at a trade price (about 80 % of retail) before GST. */
export const b2bLines = (random: Random, skus: readonly Row[]) => {
    const pool = [...skus];
    return Array.from({ length: Math.min(random.int(1, 4), pool.length) }, () => {
        const sku = pool.splice(random.int(0, pool.length - 1), 1)[0];
        const retail = Number(sku.sellingPrice) || 10_000;
        return { skuId: sku.id, qty: random.int(1, 30) * 10, unitPrice: Math.round((retail / (1 + PHONE_GST)) * 0.8), gstRate: PHONE_GST };
    });
};

const utr = (random: Random) => `${random.pick(['HDFCR5', 'ICICR5', 'SBINR5', 'UTIBR5'])}${new Date(SEED_NOW).getUTCFullYear()}${random.digits(10)}`;

/**
 * Payments by bank transfer as far as the status has gone: none while created or cancelled, an advance once
 * confirmed, most or all once shipped, all once completed; each a distinct UTR (RTGS, 22 characters).
 */
export const b2bPayments = (random: Random, row: Readonly<Record<string, unknown>>) => {
    const { totalAmount } = totalsOf(row as Record<string, unknown>);
    const status = String(row.orderStatus);
    const share = status === 'completed' ? 1 : status === 'shipped' ? random.pick([0.5, 1]) : status === 'confirmed' ? random.pick([0, 0.3]) : 0;
    if (share === 0 || totalAmount <= 0) return [];
    const paid = Math.round(totalAmount * share * 100) / 100;
    const parts = share === 1 && random.bool(0.5) ? [Math.round(paid * 30) / 100, paid - Math.round(paid * 30) / 100] : [paid];
    return parts.map((amount, index) => ({
        utrNo: utr(random).slice(0, 22),
        amount: Math.round(amount * 100) / 100,
        paidDate: new Date(SEED_NOW - (parts.length - index) * random.int(3, 20) * DAY_MS).toISOString().slice(0, 10),
    }));
};
