import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';

/**
 * Seed values of the service website's after-sales claims: a price-protection claim's order placed a few days
 * within its protection period before the claim (the claim's time is drawn first, from its history), the price
 * now a market price some 5 to 20% below the price paid, and the price history between them.
 */
const AFTER_SALES_SAMPLES = ['orderBeforeClaim', 'loweredPrice', 'priceDropHistory'] as const satisfies readonly Sample[];

export type AfterSalesSample = (typeof AFTER_SALES_SAMPLES)[number];

export const isAfterSalesSample = (sample: Sample): sample is AfterSalesSample => (AFTER_SALES_SAMPLES as readonly string[]).includes(sample);

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A price as shops write it: ¥4,199 rather than ¥4,213.37. */
const marketPrice = (value: number) => (value > 1000 ? Math.round(value / 100) * 100 - 1 : Math.round(value));

export const afterSalesSample = (sample: AfterSalesSample, random: Random, context: SampleContext): unknown => {
    const { row } = context;
    switch (sample) {
        case 'orderBeforeClaim': {
            const claimed = Date.parse(String(row.applyTime));
            const days = Number(row.protectionDays) || 15;
            return new Date(claimed - random.int(1, days - 1) * DAY - random.int(1, 20) * HOUR).toISOString();
        }
        case 'loweredPrice': {
            const paid = Number(row.paidPrice);
            const lowered = marketPrice(paid * random.pick([0.8, 0.85, 0.9, 0.95]));
            return lowered < paid ? lowered : Math.max(0, paid - 1);
        }
        case 'priceDropHistory': {
            const ordered = Date.parse(String(row.orderTime));
            const claimed = Date.parse(String(row.applyTime));
            const dropped = ordered + Math.floor((claimed - ordered) * random.pick([0.3, 0.5, 0.7]));
            return [
                { at: new Date(ordered).toISOString(), price: row.paidPrice },
                { at: new Date(dropped).toISOString(), price: row.currentPrice },
            ];
        }
    }
};
