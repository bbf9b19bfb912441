import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { readRecordAction } from '../recordAction';
import { db } from '../../db/store';
import { Collection } from '../../db/collection';
import { ok } from '../../envelope';
import { findRoute } from '../../../base/routes/catalogue';
import { SETTLEMENT_REPORTS, settlementOf } from '../../db/reconciliation';
import { termsPrint } from '../../db/reconciliation/settlement';
import { LINE_COLLECTIONS } from '../../../resources/settlement-common/providers';
import { errorActionRules, type ErrorAction } from '../../../resources/settlement-common/model';
import { workedError } from '../../db/reconciliation/errorWork';

/**
 * The settlement reconciliation's calls beyond plain REST:
 * - before any read of its collections (the providers' lines, the errors and the three reports), the match is brought
 *   up to date with the lines, refunds and provider settings as they are now (an imported file, a refund that
 *   succeeded, a changed fee rate): errors keep their ids, status and log;
 * - `POST /settlement-errors/{id}/act`, JSON {action, reason, adjustAmount, remark}: works an error as the action table
 *   allows (resources/settlement-common/model.ts), under its rule, recording who and when in its log; the lines and
 *   every report follow.
 */
const table = (name: string) => db.collections.get(name)!;
const REPORTS = Object.keys(SETTLEMENT_REPORTS) as (keyof typeof SETTLEMENT_REPORTS)[];
const READ = [...LINE_COLLECTIONS, ...REPORTS];

/** What the match reads, in short: a change of it means the match must be computed again. */
const inputsPrint = () => {
    const lines = LINE_COLLECTIONS.map(name => {
        const rows = table(name).all();
        return `${rows.length}:${String(rows.at(-1)?.id)}`;
    });
    const succeeded = table('refunds')
        .all()
        .filter(refund => refund.status === 'success')
        .map(refund => refund.id);
    return `${lines.join(',')}|${succeeded.join(',')}|${termsPrint(table('provider-settings').all())}`;
};

const prints = new WeakMap<object, string>();

/** Every computed collection again, from the inputs as they are and the errors' handling so far. */
export const recompute = () => {
    const state = settlementOf(name => table(name).all(), table('settlement-errors').all());
    for (const [name, rows] of Object.entries(state.lines)) db.collections.set(name, new Collection([...rows]));
    for (const name of REPORTS) db.collections.set(name, new Collection(SETTLEMENT_REPORTS[name](state)));
};

/** Matches again when what it reads has changed since the last match of this store (each test's store starts fresh). */
export const syncSettlement = (): void => {
    if (!db.collections.has('settlement-errors')) prints.delete(db);
    const print = inputsPrint();
    if (prints.get(db) === print) return;
    recompute();
    prints.set(db, inputsPrint());
};

const ERRORS_CODE = findRoute('/financialReconciliation/errorDetails')?.code ?? '';

export const handlers = (api: string): HttpHandler[] => [
    // Falls through to the REST collections once the match is up to date.
    ...READ.flatMap(name =>
        [`${api}/${name}`, `${api}/${name}/:id`].map(path =>
            http.get(path, () => {
                syncSettlement();
                return undefined;
            }),
        ),
    ),

    http.post(`${api}/settlement-errors/:id/act`, async ({ request, params }) => {
        const read = await readRecordAction(request, String(params.id), {
            code: ERRORS_CODE,
            collection: 'settlement-errors',
            sync: syncSettlement,
            rules: errorActionRules,
        });
        if (read instanceof Response) return read;
        const { user, record: error, body } = read;
        const work = { action: String(body.action) as ErrorAction, reason: String(body.reason), adjustAmount: body.adjustAmount, remark: body.remark };
        table('settlement-errors').update(error.id, workedError(error, { ...work, handler: user.name, time: new Date().toISOString() }));
        recompute();
        return ok(table('settlement-errors').get(error.id));
    }),
];
