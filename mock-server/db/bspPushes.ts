import type { Row } from './collection';
import { englishText } from './kit/checkWrite';
import { RECON_TODAY, hash } from './reconciliation/statementLines';
import { fromMinor, toMinor } from '../../resources/recon-items/model';
import { PROVIDER_KEYS, SETTLEMENT_PROVIDERS, type ProviderKey } from '../../resources/settlement-common/providers';
import { batchNoOf, periodDay, type PushLogEntry, type PushStatus } from '../../resources/bsp-pushes/model';

type RowsOf = (name: string) => readonly Row[];

/**
 * The pushes to BSP before the settlement window (the mock keeps 45 days of settlement lines, so the months before
 * it were reconciled and pushed before): for each site and provider that settles there, the three months before the
 * window's first, success, at about the provider's monthly share of the lines the window holds; on each site the
 * last provider's latest month was refused by BSP, its gateway's ledger account being a fee account then (the
 * settings have been put right since, so a re-push goes through).
 */
const HISTORY_MONTHS = 3;
const OPERATOR = 'Demo Finance';
const WRONG_ACCOUNT = '6105-MDR-FEES';
/** The window holds about a month and a half of lines. */
const WINDOW_MONTHS = 1.5;

const monthBefore = (month: string, count: number) => {
    const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - count, 1));
    return date.toISOString().slice(0, 7);
};

/** The gateways that carry a provider's settlements on a site (its lines' pay channels), in order. */
export const gatewaysOf = (lines: readonly Row[], siteCode: string): string[] =>
    [...new Set(lines.filter(line => line.siteCode === siteCode).map(line => String(line.payChannel)))].sort();

export const seedBspPushes = (rowsOf: RowsOf): Row[] => {
    const firstWindowMonth = monthBefore(new Date(RECON_TODAY).toISOString().slice(0, 7), 1);
    const months = Array.from({ length: HISTORY_MONTHS }, (_, index) => monthBefore(firstWindowMonth, HISTORY_MONTHS - index));
    const linesOf = Object.fromEntries(PROVIDER_KEYS.map(provider => [provider, rowsOf(SETTLEMENT_PROVIDERS[provider].collection)])) as Record<ProviderKey, readonly Row[]>;
    const sites = [...new Set(PROVIDER_KEYS.flatMap(provider => linesOf[provider].map(line => String(line.siteCode))))].sort();
    const rows: Row[] = [];
    for (const siteCode of sites) {
        const providers = PROVIDER_KEYS.filter(provider => linesOf[provider].some(line => line.siteCode === siteCode));
        for (const provider of providers) {
            const lines = linesOf[provider].filter(line => line.siteCode === siteCode);
            const netMinor = lines.reduce((total, line) => total + toMinor(line.netAmount), 0);
            for (const month of months) {
                // 85–110 % of the window's monthly share: months differ, deterministically.
                const share = 0.85 + (Math.abs(hash(`${siteCode}${provider}${month}`)) % 26) / 100;
                const recordCount = Math.max(1, Math.round((lines.length / WINDOW_MONTHS) * share));
                const amount = fromMinor(Math.round((netMinor / WINDOW_MONTHS) * share));
                const refused = provider === providers.at(-1) && month === months.at(-1);
                const pushTime = `${monthBefore(month, -1)}-03T0${2 + (Math.abs(hash(`${provider}${month}`)) % 6)}:15:00.000Z`;
                const gateway = gatewaysOf(lines, siteCode)[0];
                const errorMessage = refused
                    ? englishText({
                          message: 'resources.bsp-pushes.validation.ledger_not_asset',
                          args: { gateway: englishText(`resources.provider-settings.choices.provider.${gateway}`), account: WRONG_ACCOUNT },
                      })
                    : '';
                const pushStatus: PushStatus = refused ? 'failed' : 'success';
                const log: PushLogEntry[] = [{ action: 'push', by: OPERATOR, at: pushTime, to: pushStatus, message: errorMessage }];
                rows.push({
                    id: rows.length + 1,
                    siteCode,
                    batchNo: batchNoOf(siteCode, provider, month),
                    provider,
                    period: periodDay(month),
                    recordCount,
                    amount,
                    pushStatus,
                    pushTime,
                    errorMessage,
                    operator: OPERATOR,
                    taskId: null,
                    log,
                });
            }
        }
    }
    return rows;
};

export const BSP_PUSH_SEEDS: Readonly<Record<string, (rowsOf: RowsOf) => Row[]>> = {
    'bsp-pushes': rowsOf => seedBspPushes(rowsOf),
};

/** Written only by a push and a re-push (mock-server/handlers/custom/bspPush.ts): plain REST writes answer 405. */
export const BSP_PUSH_READ_ONLY: Readonly<Record<string, string>> = {
    'bsp-pushes': 'a push or a re-push of a failed batch',
};
