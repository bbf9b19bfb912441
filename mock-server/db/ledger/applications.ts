import { linesOf } from '../../../resources/stock-applications/lines';
import type { Row } from '../collection';
import { signed, type Movement } from './movements';

/**
 * What a fulfilled stock application takes from the stock ledger: each line's units leave the application's
 * warehouse as an issue (goods out, not a sale), its outbound number as the document, at the time it was fulfilled.
 */
export const applicationIssues = (application: Row, operator: string, time: string): Movement[] =>
    linesOf(application).map(line => ({
        siteCode: String(application.siteCode),
        skuId: line.skuId as string | number,
        warehouseId: application.warehouseId as string | number,
        movementType: 'issue',
        qty: signed('issue', Number(line.qty)),
        reference: String(application.outboundNo),
        movementTime: time,
        operator,
    }));

/** The issues of the seeded applications already fulfilled, by whoever fulfilled them, when they did. */
export const seededApplicationIssues = (rowsOf: (name: string) => readonly Row[]): Movement[] =>
    rowsOf('stock-applications')
        .filter(row => row.status === 'fulfilled')
        .flatMap(row => applicationIssues(row, String(row.lastOperator ?? 'WMS'), String(row.updateTime)));

/** A write that moved an application to fulfilled posts its issues; any other write posts nothing. */
export const fulfilmentIssues = (before: Row, after: Row, operator: string): Movement[] =>
    before.status !== 'fulfilled' && after.status === 'fulfilled' ? applicationIssues(after, operator, String(after.updateTime ?? new Date().toISOString())) : [];
