import type { Random } from '../random';
import type { Row } from '../collection';
import { netAmountOf } from '../../../resources/statement-lines/rules';
import { ageing, matchItems, statementTotals, summarise } from './matching';
import { seedStatementLines } from './statementLines';
import { seedInternalImports } from './internalImports';
import { seedProviderSettings } from './providerSettings';
import { computeSettlement, refundsPrint, seedSettlementLines, termsPrint, type SettlementState } from './settlement';
import { PROVIDER_KEYS, SETTLEMENT_PROVIDERS } from '../../../resources/settlement-common/providers';
import { seedAdjustFlags } from './adjustFlags';

type RowsOf = (name: string) => readonly Row[];

/** The collections the reconciliation computes from the orders, refunds and statement lines (never written directly). */
export const RECONCILIATION_REPORTS = ['recon-items', 'recon-summaries', 'recon-ageing', 'statement-summaries'] as const;

/** What each computed collection holds, from the match items (and, for the external summary, the lines). */
const REPORT_OF: Readonly<Record<(typeof RECONCILIATION_REPORTS)[number], (items: readonly Row[], lines: readonly Row[]) => Row[]>> = {
    'recon-items': items => [...items],
    'recon-summaries': items => summarise(items),
    'recon-ageing': items => ageing(items),
    'statement-summaries': (_, lines) => statementTotals(lines),
};

export const reportOf = (name: (typeof RECONCILIATION_REPORTS)[number], items: readonly Row[], lines: readonly Row[]) => REPORT_OF[name](items, lines);

/** A fresh match of every site's records and lines; `prior` items keep their handling. */
export const matchAll = (rowsOf: RowsOf, prior: readonly Row[] = []) => matchItems(rowsOf('orders'), rowsOf('refunds'), rowsOf('statement-lines'), prior);

/** The settlement reconciliation's computed collections (never written directly), and what each holds. */
export const SETTLEMENT_REPORTS = {
    // Copies: a collection writes into its array, and the computation is kept for the next read.
    'settlement-errors': state => [...state.errors],
    'settlement-recon-details': state => [...state.details],
    'settlement-summaries': state => [...state.summaries],
    'bill-accounting-matches': state => [...state.bills],
} as const satisfies Record<string, (state: SettlementState) => Row[]>;

/**
 * The seeded settlement: the match of the inputs, then the seeded adjustment flags on its errors (an approved one
 * adjusts its error), and everything computed again with them. Kept for the last inputs: the reports, the errors and
 * the flags are seeded from one computation, not one each.
 */
let seeded: { arrays: readonly (readonly Row[])[]; prints: readonly string[]; state: SettlementState; flags: Row[] } | undefined;

/**
 * The same rows, in the same order: a store rebuilt between tests (or by the HTTP mock's reset) holds new arrays over
 * the very rows it was seeded with, and the match of 100,000 orders need not run again for them.
 */
const sameRows = (a: readonly Row[], b: readonly Row[]) => a === b || (a.length === b.length && a.every((row, index) => row === b[index]));

const inputsOf = (rowsOf: RowsOf) => {
    const arrays = ['orders', 'refunds', 'provider-settings', ...PROVIDER_KEYS.map(key => SETTLEMENT_PROVIDERS[key].collection)].map(rowsOf);
    // Rows are changed in place: the refunds' and the settings' contents count, not only their arrays.
    return { arrays, prints: [refundsPrint(arrays[1]), termsPrint(arrays[2])] };
};
const sameInputs = ({ arrays, prints }: ReturnType<typeof inputsOf>) =>
    !!seeded && seeded.arrays.every((rows, index) => sameRows(rows, arrays[index])) && seeded.prints.every((print, index) => print === prints[index]);

const seededSettlement = (rowsOf: RowsOf) => {
    const inputs = inputsOf(rowsOf);
    if (!seeded || !sameInputs(inputs)) {
        const { flags, errors } = seedAdjustFlags(computeSettlement(rowsOf).errors);
        // Copies: a collection adds its new rows to the array it was given.
        seeded = { arrays: inputs.arrays.map(rows => [...rows]), prints: inputs.prints, flags, state: computeSettlement(rowsOf, errors) };
    }
    return seeded;
};

/**
 * The settlement as it stands: without `prior`, the seeded one; with the errors as they are now, computed again (the
 * seeded computation when nothing has changed since: the same inputs and the seeded errors themselves).
 */
export const settlementOf = (rowsOf: RowsOf, prior?: readonly Row[]): SettlementState => {
    if (prior === undefined) return seededSettlement(rowsOf).state;
    const state = seeded?.state;
    if (state && prior.length === state.errors.length && prior.every((error, index) => error === state.errors[index]) && sameInputs(inputsOf(rowsOf))) return state;
    return computeSettlement(rowsOf, prior);
};

/**
 * The store's seeds of the reconciliation's collections: the statement lines from the orders and refunds, and the
 * computed ones from their match (the items first: the reports read them).
 */
export const RECONCILIATION_SEEDS: Readonly<Record<string, (random: Random, rowsOf: RowsOf) => Row[]>> = {
    'statement-lines': (random, rowsOf) => seedStatementLines(random, rowsOf('orders'), rowsOf('refunds')).map(line => ({ ...line, netAmount: netAmountOf(line) })),
    'internal-imports': (_random, rowsOf) => seedInternalImports(rowsOf('orders'), rowsOf('refunds')),
    'recon-items': (_random, rowsOf) => matchAll(rowsOf),
    'recon-summaries': (_random, rowsOf) => summarise(rowsOf('recon-items')),
    'recon-ageing': (_random, rowsOf) => ageing(rowsOf('recon-items')),
    'statement-summaries': (_random, rowsOf) => statementTotals(rowsOf('statement-lines')),
    // One per site and gateway its orders are paid through: the settlement reconciliation reads their rates and cycles.
    'provider-settings': () => seedProviderSettings(),
    ...Object.fromEntries(PROVIDER_KEYS.map(provider => [SETTLEMENT_PROVIDERS[provider].collection, (random: Random, rowsOf: RowsOf) => seedSettlementLines(provider, random, rowsOf)])),
    ...Object.fromEntries(Object.entries(SETTLEMENT_REPORTS).map(([name, of]) => [name, (_random: Random, rowsOf: RowsOf) => of(settlementOf(rowsOf))])),
    // Copies: flags seeded on the errors of the same computation.
    'settlement-adjust-flags': (_random, rowsOf) => [...seededSettlement(rowsOf).flags],
};
