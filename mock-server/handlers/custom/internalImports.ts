import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { checkKitWrite, englishText } from '../../db/kit/checkWrite';
import { kitCollection } from '../../db/kit';
import { BadRequest, MSG, readJsonObject, restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { batchNumber, loadTotals } from '../../db/reconciliation/internalImports';
import { internalRecords } from '../../db/reconciliation/statementLines';
import { unknownFieldErrors } from '../../../resources/kit/validate';
import type { FieldError } from '../../../resources/kit/types';

const COLLECTION = 'internal-imports';
const NOTHING_TO_LOAD: FieldError = 'resources.internal-imports.validation.nothing_to_load';

const table = () => db.collections.get(COLLECTION)!;

/** The next number of a load made now on a site (the day's sequence continues after the highest). */
const nextNumber = (siteCode: string, now: number) => {
    const today = batchNumber(now, 0).slice(0, -3);
    const taken = table()
        .all()
        .filter(row => row.siteCode === siteCode && String(row.batchNo).startsWith(today))
        .map(row => Number(String(row.batchNo).slice(today.length)));
    return batchNumber(now, Math.max(0, ...taken) + 1);
};

/**
 * The loads' own calls: a load is made by `POST /internal-imports` with its channel and period only (the rules and
 * the site's other loads checked as for any kit write); the server counts and sums the period's payments and refunds
 * of the channel from /orders and /orders/refund, refuses a period with none, and gives the number, who and when. A
 * load is never changed: a plain update or delete answers 405.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/${COLLECTION}`, async ({ request }) => {
        const user = authorize(request, collectionCodes(COLLECTION), 'rest');
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return restFail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        try {
            const body = await readJsonObject(request);
            const unknown = unknownFieldErrors(kitCollection(COLLECTION)!.module.description, body);
            const first = Object.keys(unknown)[0];
            if (first) return restFail(400, `${first}: ${englishText(unknown[first])}`, unknown);
            const record = { payChannel: body.payChannel, periodFrom: body.periodFrom, periodTo: body.periodTo, siteCode };
            const outcome = checkKitWrite(COLLECTION, record, { siteCode });
            if (outcome && 'errors' in outcome) return restFail(400, outcome.message, outcome.errors);
            const periodFrom = String(record.periodFrom).slice(0, 10);
            const periodTo = String(record.periodTo).slice(0, 10);
            const records = internalRecords(db.collections.get('orders')!.all(), db.collections.get('refunds')!.all());
            const totals = loadTotals(records, siteCode, String(record.payChannel), periodFrom, periodTo);
            if (totals.paymentCount + totals.refundCount === 0) return restFail(400, englishText(NOTHING_TO_LOAD), { periodFrom: NOTHING_TO_LOAD });
            const now = Date.now();
            const created = table().create({
                ...record,
                periodFrom,
                periodTo,
                ...totals,
                batchNo: nextNumber(siteCode, now),
                operator: user.name,
                importTime: new Date(now).toISOString(),
            });
            return HttpResponse.json(created, { status: 201 });
        } catch (error) {
            if (error instanceof BadRequest) return restFail(400, error.message, error.errors);
            throw error;
        }
    }),
    ...(['put', 'delete'] as const).map(method =>
        http[method](`${api}/${COLLECTION}/:id`, ({ request }) => {
            const user = authorize(request, collectionCodes(COLLECTION), 'rest');
            if (isRefusal(user)) return user;
            return restFail(405, MSG.ownActionsOnly(COLLECTION, 'a new load of a period'));
        }),
    ),
];
