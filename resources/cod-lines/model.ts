import { fromMinor, toMinor } from '../recon-items/model';

/**
 * Cash on delivery, as the courier remits it and as OMS matches it (the mock, the detail page and the tests read this
 * one model): the couriers (the prefix of an order's shipping number), a line's match against the delivered COD
 * orders of /orders, and a remittance's status from its lines. Amounts are compared in minor units (paise).
 */
export const COURIERS = ['BD', 'DL', 'XB', 'EK', 'SF', 'JT', 'DH'] as const;
export type Courier = (typeof COURIERS)[number];

export const LINE_STATUSES = ['matched', 'short', 'excess', 'missing'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const REMITTANCE_STATUSES = ['matched', 'partially_matched', 'unmatched'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];

/** The sites whose orders are paid cash on delivery (the order seed's COD markets). */
export const COD_SITES = ['in', 'id'] as const;

/** A remittance is a courier's transfer of one date: its id names both, on its site (`in-DL-20261116`). */
export const remittanceIdOf = (siteCode: unknown, courier: unknown, remittanceDate: unknown): string =>
    `${String(siteCode)}-${String(courier)}-${String(remittanceDate).slice(0, 10).replaceAll('-', '')}`;

/** What the order of /orders a line names says: its amount, or nothing when it is not a delivered COD order. */
export interface CodOrder {
    orderAmount: number;
}

export interface LineMatch {
    orderAmount: number | null;
    diffAmount: number;
    matchStatus: LineStatus;
}

/**
 * A line against its order: missing when the order is not a delivered COD order of the site; else the COD the courier
 * collected against the order's amount: equal is matched, less is short, more is excess. The difference is
 * collected − the order's amount (negative when short); a missing line's difference is all it collected.
 */
export const matchLine = (line: Record<string, unknown>, order: CodOrder | undefined): LineMatch => {
    const collected = toMinor(line.codAmount);
    if (!order) return { orderAmount: null, diffAmount: fromMinor(collected), matchStatus: 'missing' };
    const expected = toMinor(order.orderAmount);
    const diff = collected - expected;
    return { orderAmount: fromMinor(expected), diffAmount: fromMinor(diff), matchStatus: diff === 0 ? 'matched' : diff < 0 ? 'short' : 'excess' };
};

/** All lines matched: matched; none: unmatched; else partially matched. */
export const remittanceStatusOf = (statuses: readonly LineStatus[]): RemittanceStatus => {
    const matched = statuses.filter(status => status === 'matched').length;
    return matched === statuses.length ? 'matched' : matched === 0 ? 'unmatched' : 'partially_matched';
};

/** A remittance's totals from its lines, summed in minor units: COD collected, remitted, the courier's deductions, the orders' amount and the difference. */
export const remittanceTotals = (lines: readonly Record<string, unknown>[]) => {
    let cod = 0;
    let remitted = 0;
    let expected = 0;
    let diff = 0;
    for (const line of lines) {
        cod += toMinor(line.codAmount);
        remitted += toMinor(line.remittedAmount);
        expected += toMinor(line.orderAmount);
        diff += toMinor(line.diffAmount);
    }
    return {
        orderCount: lines.length,
        codAmount: fromMinor(cod),
        remittedAmount: fromMinor(remitted),
        deductionAmount: fromMinor(cod - remitted),
        orderAmount: fromMinor(expected),
        diffAmount: fromMinor(diff),
        matchedCount: lines.filter(line => line.matchStatus === 'matched').length,
        status: remittanceStatusOf(lines.map(line => line.matchStatus as LineStatus)),
    };
};
