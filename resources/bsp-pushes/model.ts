import type { FieldError, FieldErrors } from '../kit/types';
import { PROVIDER_KEYS, SETTLEMENT_PROVIDERS, type ProviderKey } from '../settlement-common/providers';

/**
 * Pushing a provider's reconciled month to BSP, the accounting system downstream (glossary 27), in one place that the
 * push dialog, the re-push button, the mock and the tests read. A push sends the month's bill (its settlement lines and
 * their net, billMatchAccountingAmount's row) as one batch, run by the task centre; BSP books each line to the ledger
 * account of the gateway that carried it (the provider settings, financialInfoSettings).
 */
export const PUSH_STATUSES = ['pending', 'success', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/**
 * The one state table. A push starts pending and its task ends it success or failed; a failed batch is sent again by
 * re-push (pending again, the same batch number, records and amount). Success is final: a month is booked once.
 */
export const PUSH_MOVES = {
    push: { from: [] as readonly PushStatus[], to: 'pending' },
    succeed: { from: ['pending'], to: 'success' },
    fail: { from: ['pending'], to: 'failed' },
    repush: { from: ['failed'], to: 'pending' },
} as const satisfies Record<string, { from: readonly PushStatus[]; to: PushStatus }>;
export type PushMove = keyof typeof PUSH_MOVES;

export const canRepush = (status: unknown) => (PUSH_MOVES.repush.from as readonly string[]).includes(String(status));

export const PUSH_CALL = '/bsp-pushes/push';
export const repushCall = (id: string | number) => `/bsp-pushes/${id}/repush`;

/** A period is a month: `YYYY-MM` as asked, `YYYY-MM-01` as kept (the bill's period). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const periodDay = (month: string) => `${month}-01`;
export const monthOf = (period: unknown) => String(period ?? '').slice(0, 7);
/** The filter of a day field within a month: from its first day to the next month's. */
export const withinMonth = (field: string, month: string) => {
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
    return { [`${field}_gte`]: periodDay(month), [`${field}_lt`]: next };
};

/** The batch of a provider's month on a site: one per month, kept by its re-pushes. */
export const batchNoOf = (siteCode: string, provider: ProviderKey, month: string) =>
    `BSP${siteCode.toUpperCase()}${SETTLEMENT_PROVIDERS[provider].prefix}${month.replace('-', '')}`;

type Rows = readonly Readonly<Record<string, unknown>>[];

/** What a push of a provider's month depends on, read from the site's errors, bills and pushes. */
export interface PushFacts {
    /** The month's settlement errors of the provider (by the day each was detected) still open. */
    openErrors: number;
    /** The month's bill (billMatchAccountingAmount): its lines and their net, in major units. */
    recordCount: number;
    amount: number;
    /** The month's batch, if it was pushed before. */
    existing?: { batchNo: string; pushStatus: string };
}

export const pushFactsOf = (provider: unknown, month: string, rows: { errors: Rows; bills: Rows; pushes: Rows }): PushFacts => {
    const ofMonth = (row: Readonly<Record<string, unknown>>, field: string) => row.provider === provider && monthOf(row[field]) === month;
    const bill = rows.bills.find(row => ofMonth(row, 'period'));
    const existing = rows.pushes.find(row => ofMonth(row, 'period'));
    return {
        openErrors: rows.errors.filter(row => row.status === 'open' && ofMonth(row, 'detectedDate')).length,
        recordCount: Number(bill?.lineCount ?? 0),
        amount: Number(bill?.billAmount ?? 0),
        existing: existing ? { batchNo: String(existing.batchNo), pushStatus: String(existing.pushStatus) } : undefined,
    };
};

const T = 'resources.bsp-pushes.validation';

/**
 * The push rule (dialog and mock): a provider of the list; a month, not after the current one; a month not pushed
 * before (a failed batch is re-pushed from its row); reconciled — none of its settlement errors open; and a bill to
 * send (lines settled that month).
 */
export const pushErrors = (request: Readonly<Record<string, unknown>>, facts: PushFacts | undefined, currentMonth: string): FieldErrors => {
    const errors: FieldErrors = {};
    const provider = String(request.provider ?? '');
    if (!provider) errors.provider = 'ra.validation.required';
    else if (!(PROVIDER_KEYS as readonly string[]).includes(provider)) errors.provider = `${T}.unknown_provider`;
    const month = String(request.period ?? '').trim();
    if (!month) errors.period = 'ra.validation.required';
    else if (!MONTH.test(month)) errors.period = `${T}.period_format`;
    else if (month > currentMonth) errors.period = `${T}.period_future`;
    if (errors.provider || errors.period || !facts) return errors;
    const { existing } = facts;
    if (existing) errors.period = { message: `${T}.exists_${existing.pushStatus}`, args: { batchNo: existing.batchNo } };
    else if (facts.openErrors > 0) errors.period = { message: `${T}.unreconciled`, args: { smart_count: facts.openErrors } };
    else if (facts.recordCount === 0) errors.period = `${T}.nothing_to_push`;
    return errors;
};

/** The re-push rule: only a failed batch is sent again. */
export const repushErrors = (push: Readonly<Record<string, unknown>>): FieldErrors =>
    canRepush(push.pushStatus) ? {} : { pushStatus: { message: `${T}.repush_refused`, args: { batchNo: String(push.batchNo) } } };

/**
 * What BSP refuses when it books a batch: each gateway that carried the provider's lines needs its provider setting
 * enabled, with a ledger account, and that account an asset (clearing) account of the chart, `1xxx-…` — a fee
 * (6xxx) or tax (2xxx) account cannot take a settlement. The first gateway that fails names the reason.
 */
export const ASSET_ACCOUNT = /^1\d{3}-/;

export const ledgerRefusal = (gateways: readonly string[], settings: Rows): FieldError | undefined => {
    for (const gateway of gateways) {
        const setting = settings.find(row => row.provider === gateway);
        const account = String(setting?.glAccountCode ?? '').trim();
        if (!setting || setting.status !== 'enabled') return { message: `${T}.setting_disabled`, args: { gateway } };
        if (!account) return { message: `${T}.ledger_missing`, args: { gateway } };
        if (!ASSET_ACCOUNT.test(account)) return { message: `${T}.ledger_not_asset`, args: { gateway, account } };
    }
    return undefined;
};

/** One entry of a batch's log (newest last): who sent it, when, and how it ended. */
export interface PushLogEntry {
    action: 'push' | 'repush';
    by: string;
    at: string;
    to: PushStatus;
    message: string;
}
