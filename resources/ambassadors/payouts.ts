import { fromMinor, toMinor } from '../recon-items/model';
import { PAYOUT_AFTER_DAYS } from '../referral-records/commission';
import { INDIA, payoutReadiness } from './rules';

/**
 * An ambassador's payouts (issue 23, screens [073]), computed by the mock from the referral records, never stored:
 * one a month of orders (the month /promotion/orderReport sums them by), of that month's settled commission (a record
 * settles 45 days after its order, once it can no longer be returned), summed in minor units, in the site's currency.
 *
 * TDS (India only, where the programme pays commission to residents): income tax deducted at source under section
 * 194H of the Income-tax Act, 1961 (commission or brokerage): 2 % since 1 October 2024 (5 % before, Finance (No. 2)
 * Act 2024), and 20 % when the payee has given no PAN (section 206AA). Nothing is withheld until the commission of
 * the financial year (April to March) passes ₹20,000 (₹15,000 before 1 April 2025); the month it passes, the tax on
 * the whole year so far is withheld (the earlier months caught up), then each month's. Each month's TDS is the tax on
 * the year so far less what was withheld before, so a year's TDS is its commission × the rate, to the paisa.
 * Elsewhere nothing is withheld: the ambassador declares the commission.
 *
 * Pay date: the 5th of the month after the one in which the period's last order settles (its last day + 45 days).
 * Status, from the ambassador as it is now: on hold while there is no valid payout account or (India) no PAN; else
 * paid once the pay date has passed, scheduled before.
 */
export const PAYOUT_STATUSES = ['scheduled', 'paid', 'on_hold'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const HOLD_REASONS = ['no_account', 'no_pan'] as const;

export interface Payout {
    id: string;
    period: string;
    orders: number;
    commission: number;
    tdsRate: number;
    tdsAmount: number;
    netAmount: number;
    payDate: string;
    status: PayoutStatus;
    holdReason: (typeof HOLD_REASONS)[number] | null;
}

/** Section 194H's rate for a month (YYYY-MM) with a PAN, and 206AA's without. */
export const tdsRateOf = (period: string, hasPan: boolean): number => (!hasPan ? 0.2 : period >= '2024-10' ? 0.02 : 0.05);

/** The year's commission (minor units, paise) above which 194H applies, for a month (YYYY-MM). */
export const tdsThresholdOf = (period: string): number => (period >= '2025-04' ? 2_000_000 : 1_500_000);

/** The financial year (April to March) of a month: the calendar year it starts in. */
const financialYearOf = (period: string) => Number(period.slice(0, 4)) - (Number(period.slice(5, 7)) < 4 ? 1 : 0);

const DAY_MS = 86_400_000;

/** The 5th of the month after the one in which the period's last order settles. */
export const payDateOf = (period: string): string => {
    const [year, month] = period.split('-').map(Number);
    const settles = new Date(Date.UTC(year, month, 0) + PAYOUT_AFTER_DAYS * DAY_MS);
    return new Date(Date.UTC(settles.getUTCFullYear(), settles.getUTCMonth() + 1, 5)).toISOString().slice(0, 10);
};

/**
 * The payouts of an ambassador from its referral records, oldest first; `now` decides what was paid (the mock's
 * seed time, the time the records' statuses were read at).
 */
export const payoutsOf = (ambassador: Record<string, unknown>, records: readonly Record<string, unknown>[], now: number): Payout[] => {
    const months = new Map<string, { orders: number; minor: number }>();
    for (const record of records) {
        if (String(record.ambassadorId) !== String(ambassador.id) || record.commissionStatus !== 'settled') continue;
        const period = String(record.orderTime).slice(0, 7);
        const month = months.get(period) ?? { orders: 0, minor: 0 };
        month.orders += 1;
        month.minor += toMinor(record.commissionAmount);
        months.set(period, month);
    }
    const ready = payoutReadiness(ambassador);
    const taxed = String(ambassador.siteCode) === INDIA;
    const yearSoFar = new Map<number, { commission: number; withheld: number }>();
    return [...months.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([period, { orders, minor }]) => {
            const rate = taxed ? tdsRateOf(period, ready.pan) : 0;
            const year = yearSoFar.get(financialYearOf(period)) ?? { commission: 0, withheld: 0 };
            year.commission += minor;
            const due = year.commission > tdsThresholdOf(period) ? Math.round(year.commission * rate) : 0;
            const tds = due - year.withheld;
            year.withheld = due;
            yearSoFar.set(financialYearOf(period), year);
            const payDate = payDateOf(period);
            const holdReason = !ready.account ? 'no_account' : !ready.pan ? 'no_pan' : null;
            const status: PayoutStatus = holdReason ? 'on_hold' : Date.parse(payDate) <= now ? 'paid' : 'scheduled';
            return {
                id: `${String(ambassador.id)}-${period}`,
                period,
                orders,
                commission: fromMinor(minor),
                tdsRate: rate,
                tdsAmount: fromMinor(tds),
                netAmount: fromMinor(minor - tds),
                payDate,
                status,
                holdReason,
            };
        });
};

/** The path of an ambassador's payouts (GET, envelope): `/ambassadors/{id}/payouts`. */
export const payoutsPath = (id: string | number) => `/ambassadors/${encodeURIComponent(String(id))}/payouts`;
