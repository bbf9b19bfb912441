import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { readRecordAction } from '../recordAction';
import { collectionCodes, db } from '../../db/store';
import { authorize, isRefusal } from '../../guard';
import type { Row } from '../../db/collection';
import { englishText } from '../../db/kit/checkWrite';
import { workedError } from '../../db/reconciliation/errorWork';
import { flagOnError } from '../../db/reconciliation/adjustFlags';
import { fail, MSG, ok, restFail } from '../../envelope';
import { findRoute } from '../../../base/routes/catalogue';
import { fromMinor, toMinor } from '../../../resources/settlement-common/model';
import { adjustOfFlag, FLAG_ACTIONS, flagActionRules, flagRules, type FlagAction } from '../../../resources/settlement-adjust-flags/model';
import { recompute, syncSettlement } from './settlement';

/**
 * The adjustment flags of the settlement errors (resources/settlement-adjust-flags/model.ts), changed only through
 * their own calls:
 * - `POST /settlement-errors/{id}/flag`, JSON {adjustType, adjustAmount, reason, attachment}: a pending flag on an
 *   open error that has none, its amount under the error's adjust rule, raised by the caller now;
 * - `POST /settlement-adjust-flags/{id}/act`, JSON {action: approve|reject, remark}: by someone other than who raised
 *   it; a rejection with a remark; an approval books the flag's amount on its error by the error's `adjust` (logged
 *   with the approver, the time and the flag's number), and every settlement report follows;
 * - a plain REST write of a flag answers 405.
 * Refusals answer body code 400 with the rule's English text.
 */
const FLAGS = 'settlement-adjust-flags';
const ERRORS = 'settlement-errors';
const table = (name: string) => db.collections.get(name)!;
const ERRORS_CODE = findRoute('/financialReconciliation/errorDetails')?.code ?? '';
const FLAGS_CODE = findRoute('/financialReconciliation/adjustFlag')?.code ?? '';

/** The error's pending flag, if it has one. */
const pendingFlagOf = (error: Row) => table(FLAGS).all().find(flag => flag.errorId === error.id && flag.siteCode === error.siteCode && flag.status === 'pending');
/** A flag's error as it stands now (its site's, by id). */
const errorOfFlag = (flag: Row) => {
    const error = table(ERRORS).get(String(flag.errorId));
    return error && error.siteCode === flag.siteCode ? error : undefined;
};

/** A plain REST write of a flag, by a caller who may read flags: 405 (they change only through the calls above). */
const ownActionsOnly = ({ request }: { request: Request }) => {
    const user = authorize(request, collectionCodes(FLAGS), 'rest');
    return isRefusal(user) ? user : restFail(405, MSG.ownActionsOnly(FLAGS, 'flag an error, approve, reject'));
};

export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/${ERRORS}/:id/flag`, async ({ request, params }) => {
        const read = await readRecordAction(request, String(params.id), {
            code: ERRORS_CODE,
            collection: ERRORS,
            sync: syncSettlement,
            rules: (error, body) => flagRules(error, body, pendingFlagOf(error)),
        });
        if (read instanceof Response) return read;
        const { user, record: error, body } = read;
        const flags = table(FLAGS);
        const id = flags.all().reduce((last, flag) => Math.max(last, Number(flag.id)), 0) + 1;
        const attachment = String(body.attachment ?? '').trim();
        const flag = flags.create({
            ...flagOnError(error, id),
            adjustType: String(body.adjustType),
            adjustAmount: fromMinor(toMinor(body.adjustAmount)),
            reason: String(body.reason).trim(),
            attachment: attachment || null,
            flaggedBy: user.name,
            flaggedTime: new Date().toISOString(),
            status: 'pending',
            approver: null,
            approveTime: null,
            remark: '',
        });
        return ok(flag);
    }),

    http.post(`${api}/${FLAGS}/:id/act`, async ({ request, params }) => {
        const read = await readRecordAction(request, String(params.id), { code: FLAGS_CODE, collection: FLAGS, sync: syncSettlement, rules: () => ({}) });
        if (read instanceof Response) return read;
        const { user, record: flag, body } = read;
        const error = errorOfFlag(flag);
        const refused = flagActionRules(flag, error, body, user.name);
        const first = Object.keys(refused)[0];
        if (first) return fail(400, `${first}: ${englishText(refused[first])}`);
        const action = String(body.action) as FlagAction;
        const now = new Date().toISOString();
        if (action === 'approve') {
            table(ERRORS).update(error!.id, workedError(error!, { action: 'adjust', ...adjustOfFlag(flag), handler: user.name, time: now, flagNo: String(flag.flagNo) }));
            recompute();
        }
        return ok(table(FLAGS).update(flag.id, { status: FLAG_ACTIONS[action].to, approver: user.name, approveTime: now, remark: String(body.remark ?? '').trim() }));
    }),

    ...[`${api}/${FLAGS}`, `${api}/${FLAGS}/:id`].flatMap(path => [http.post(path, ownActionsOnly), http.put(path, ownActionsOnly), http.patch(path, ownActionsOnly), http.delete(path, ownActionsOnly)]),
];
