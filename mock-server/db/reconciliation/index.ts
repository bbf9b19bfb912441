import type { Random } from '../random';
import type { Row } from '../collection';
import { netAmountOf } from '../../../resources/statement-lines/rules';
import { ageing, matchItems, statementTotals, summarise } from './matching';
import { seedStatementLines } from './statementLines';
import { seedInternalImports } from './internalImports';

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
};
