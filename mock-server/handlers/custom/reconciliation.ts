import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { readRecordAction } from '../recordAction';
import { db } from '../../db/store';
import { Collection, type Row } from '../../db/collection';
import { ok } from '../../envelope';
import { findRoute } from '../../../base/routes/catalogue';
import { matchAll, RECONCILIATION_REPORTS, reportOf } from '../../db/reconciliation';
import { ageOf } from '../../db/reconciliation/matching';
import { HANDLE_ACTIONS, HANDLE_PATH, handleRules, toMinor, fromMinor, type HandleAction, type HandleLogEntry, type HandleStatus, type MatchStatus } from '../../../resources/recon-items/model';

/**
 * The reconciliation's calls beyond plain REST:
 * - before any read of a computed collection (the match result and the reports), the match is brought up to date
 *   with the statement lines and refunds as they are now (an import of lines, a refund that succeeded): items keep
 *   their ids and their handling, and a re-imported item that now matches is closed with a log entry;
 * - `POST /recon-items/{id}/handle`, JSON {action, reason, adjustAmount, remark}: works an unmatched item as the
 *   handling table allows (model.ts), under the handling rule, recording who and when in its log; the reports that
 *   count open items follow.
 */
const table = (name: string) => db.collections.get(name)!;

/** What the match reads, in short: a change of it means the match must be computed again. */
const inputsPrint = () => {
    const lines = table('statement-lines').all();
    const refunds = table('refunds').all();
    const succeeded = refunds.filter(refund => refund.status === 'success').map(refund => refund.id);
    return `${lines.length}:${String(lines.at(-1)?.id)}:${refunds.length}:${succeeded.join(',')}`;
};

const prints = new WeakMap<object, string>();

const replace = (name: string, rows: Row[]) => db.collections.set(name, new Collection(rows));

/** The reports again from the items as they stand (after a handling). */
const rebuildReports = () => {
    const items = table('recon-items').all();
    const lines = table('statement-lines').all();
    for (const name of RECONCILIATION_REPORTS.filter(name => name !== 'recon-items')) replace(name, reportOf(name, items, lines));
};

/** Matches again when what it reads has changed since the last match of this store (each test's store starts fresh). */
export const syncReconciliation = (): void => {
    // Seeded now, from the inputs as they are: nothing to match again (a first match costs a pass over the orders).
    const seeding = !db.collections.has('recon-items');
    const print = inputsPrint();
    if (seeding) table('recon-items');
    if (seeding || prints.get(db) === print) {
        prints.set(db, print);
        return;
    }
    const prior = table('recon-items').all();
    replace('recon-items', matchAll(name => table(name).all(), prior));
    rebuildReports();
    prints.set(db, print);
};

const HANDLE_CODE = findRoute(HANDLE_PATH(1))?.code ?? '';

export const handlers = (api: string): HttpHandler[] => [
    // Falls through to the REST collections once the match is up to date.
    ...RECONCILIATION_REPORTS.flatMap(name =>
        [`${api}/${name}`, `${api}/${name}/:id`].map(path =>
            http.get(path, () => {
                syncReconciliation();
                return undefined;
            }),
        ),
    ),

    http.post(`${api}/recon-items/:id/handle`, async ({ request, params }) => {
        const read = await readRecordAction(request, String(params.id), {
            code: HANDLE_CODE,
            collection: 'recon-items',
            sync: syncReconciliation,
            rules: handleRules,
        });
        if (read instanceof Response) return read;
        const { user, record: item, body } = read;
        const items = table('recon-items');
        const action = String(body.action) as HandleAction;
        const from = item.handleStatus as HandleStatus;
        const to: HandleStatus = HANDLE_ACTIONS[action].to;
        const now = new Date().toISOString();
        const adjustAmount = action === 'adjust' ? fromMinor(toMinor(body.adjustAmount)) : null;
        const remark = String(body.remark ?? '').trim();
        const entry: HandleLogEntry = { action, reason: String(body.reason), adjustAmount, remark, handler: user.name, time: now, from, to };
        const updated = items.update(item.id, {
            handleStatus: to,
            handleMethod: action,
            exceptionReason: String(body.reason),
            adjustAmount,
            handler: user.name,
            handleTime: now,
            log: [...((item.log as HandleLogEntry[] | undefined) ?? []), entry],
            ...ageOf(item.txnTime, item.matchStatus as MatchStatus, to),
        });
        rebuildReports();
        return ok(updated);
    }),
];
