import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import type { Row } from '../../db/collection';
import { startFileTask, taskDurationMs } from '../../db/fileTasks';
import { gatewaysOf } from '../../db/bspPushes';
import { fail, MSG, ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import type { AdminUserRow } from '../../db/adminUsers';
import { localeOf, translators, type Translate } from '../fileTasks';
import { syncSettlement } from './settlement';
import type { FieldError } from '../../../resources/kit/types';
import { SETTLEMENT_PROVIDERS, type ProviderKey } from '../../../resources/settlement-common/providers';
import {
    batchNoOf,
    ledgerRefusal,
    periodDay,
    PUSH_MOVES,
    pushErrors,
    pushFactsOf,
    repushErrors,
    type PushLogEntry,
    type PushStatus,
} from '../../../resources/bsp-pushes/model';

/**
 * Pushes to BSP, the accounting system (resources/bsp-pushes/model.ts's rules and table):
 * - `POST /bsp-pushes/push`, JSON {provider, period: 'YYYY-MM', locale}: a provider's reconciled month (none of its
 *   settlement errors open, not pushed before, lines to send) becomes a pending batch of its bill's lines and net,
 *   sent by a task of the task centre;
 * - `POST /bsp-pushes/{id}/repush`, JSON {locale}: a failed batch is sent again, as it was.
 * When its task ends, BSP books the batch or refuses it (a gateway's setting disabled, without a ledger account, or
 * with one that is not an asset account): the batch is success or failed with BSP's reason, in the pusher's language,
 * and its log says who sent it and when. Refusals answer body code 400 with the rule's text.
 */
const COLLECTION = 'bsp-pushes';
const table = (name: string) => db.collections.get(name)!;
const siteRows = (name: string, siteCode: string) => table(name).all().filter(row => row.siteCode === siteCode);

const textOf = (t: Translate, error: FieldError) => (typeof error === 'string' ? t(error) : t(error.message, error.args));

/** The first refusal, in the caller's words; a gateway named by its name. */
const refusalText = (t: Translate, error: FieldError) =>
    textOf(t, typeof error === 'string' || !error.args?.gateway ? error : { ...error, args: { ...error.args, gateway: t(`resources.provider-settings.choices.provider.${String(error.args.gateway)}`) } });

const currentMonth = () => new Date().toISOString().slice(0, 7);

/** Who asks, on which site, with what: or the refusal. */
const callerOf = async (request: Request): Promise<Response | { user: AdminUserRow; siteCode: string; body: Record<string, unknown>; t: Translate }> => {
    const user = authorize(request, collectionCodes(COLLECTION));
    if (isRefusal(user)) return user;
    const siteCode = siteOf(request, user);
    if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
    // Bad JSON answers 400 with its reason (the guard of handle.ts).
    const body = await readJsonObject(request);
    return { user, siteCode, body, t: (await translators())[localeOf(body.locale)] };
};

/** Sends a pending batch: a task of the task centre whose end books it in BSP, or records why BSP refused it. */
const sendBatch = (push: Row, user: AdminUserRow, t: Translate, action: PushLogEntry['action']) => {
    const siteCode = String(push.siteCode);
    const provider = push.provider as ProviderKey;
    const sentAt = new Date().toISOString();
    const task = startFileTask(
        { fileName: String(push.batchNo), taskType: 'upload', creatorNumber: user.account, siteCode, collection: COLLECTION },
        taskDurationMs(Number(push.recordCount)),
        async () => {
            const gateways = gatewaysOf(table(SETTLEMENT_PROVIDERS[provider].collection).all(), siteCode);
            const refusal = ledgerRefusal(gateways, siteRows('provider-settings', siteCode));
            const message = refusal ? refusalText(t, refusal) : '';
            const to: PushStatus = refusal ? PUSH_MOVES.fail.to : PUSH_MOVES.succeed.to;
            const pushes = table(COLLECTION);
            const now = pushes.get(push.id)!;
            const entry: PushLogEntry = { action, by: user.name, at: sentAt, to, message };
            pushes.update(push.id, { pushStatus: to, errorMessage: message, log: [...((now.log as PushLogEntry[] | undefined) ?? []), entry] });
            return refusal ? { status: 'failed', reason: message } : { status: 'success' };
        },
    );
    return table(COLLECTION).update(push.id, { taskId: task.taskId });
};

export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/${COLLECTION}/push`, async ({ request }) => {
        const caller = await callerOf(request);
        if (caller instanceof Response) return caller;
        const { user, siteCode, body, t } = caller;
        // The errors and bills as the match has them now.
        syncSettlement();
        const month = String(body.period ?? '').trim();
        const facts = pushFactsOf(body.provider, month, {
            errors: siteRows('settlement-errors', siteCode),
            bills: siteRows('bill-accounting-matches', siteCode),
            pushes: siteRows(COLLECTION, siteCode),
        });
        const first = Object.values(pushErrors(body, facts, currentMonth()))[0];
        if (first) return fail(400, refusalText(t, first));
        const provider = body.provider as ProviderKey;
        const push = table(COLLECTION).create({
            siteCode,
            batchNo: batchNoOf(siteCode, provider, month),
            provider,
            period: periodDay(month),
            recordCount: facts.recordCount,
            amount: facts.amount,
            pushStatus: PUSH_MOVES.push.to,
            pushTime: new Date().toISOString(),
            errorMessage: '',
            operator: user.name,
            taskId: null,
            log: [],
        });
        return ok(sendBatch(push, user, t, 'push'));
    }),

    http.post(`${api}/${COLLECTION}/:id/repush`, async ({ request, params }) => {
        const caller = await callerOf(request);
        if (caller instanceof Response) return caller;
        const { user, siteCode, t } = caller;
        const push = table(COLLECTION).get(String(params.id));
        if (!push || push.siteCode !== siteCode) return fail(404, MSG.notFound('BSP push'));
        const first = Object.values(repushErrors(push))[0];
        if (first) return fail(400, refusalText(t, first));
        table(COLLECTION).update(push.id, { pushStatus: PUSH_MOVES.repush.to, pushTime: new Date().toISOString(), operator: user.name, errorMessage: '' });
        return ok(sendBatch(push, user, t, 'repush'));
    }),
];
