import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { checkKitWrite, englishText } from '../../db/kit/checkWrite';
import type { Row } from '../../db/collection';
import { fail, ok, restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { dataTypeOf, siteOf } from '../../session';
import type { AdminUserRow } from '../../db/adminUsers';
import { COUNTED_STATUSES, REFUND_TRANSITIONS, refundableOf } from '../../../resources/refunds/rules';
import { MODIFIED_FIELDS, type ModifyType } from '../../../resources/order-modifications/rules';

/**
 * The order sibling screens' calls beyond plain REST (/orders/refund, /orders/modify):
 * - `GET /order-siblings/orders/{orderId}`: the order by its number (this site's, this data type's) with what was
 *   paid, refunded and may still be refunded, and its address and contact; an unknown number is body code 400;
 * - `POST /refunds`: a refund of an order, for no more than is refundable (the refund rule, with the amounts
 *   taken from the order and its other refunds, never from the caller); `PUT /refunds/{id}` moves a refund only
 *   as the status table allows, under the same rule;
 * - `POST /order-modifications`: changes the order's address or contact as its status allows and records who
 *   changed what (old and new values); the records are never edited or deleted afterwards.
 */
const UNKNOWN_ORDER = (collection: string) => `resources.${collection}.validation.unknown_order`;

interface Caller {
    user: AdminUserRow;
    siteCode: string;
    dataType: number;
}

const callerOf = (request: Request, codes: readonly string[], style: 'envelope' | 'rest'): Caller | Response => {
    const user = authorize(request, codes, style);
    if (isRefusal(user)) return user;
    const siteCode = siteOf(request, user);
    const refusal = 'Bad request: no site chosen, or the site is not granted';
    if (!siteCode) return style === 'rest' ? restFail(400, refusal) : fail(400, refusal);
    return { user, siteCode, dataType: dataTypeOf(user) };
};

/** The order with this number that the caller may see (its site, its data type: qa accounts work on test orders). */
const orderOf = (orderId: unknown, { siteCode, dataType }: Caller): Row | undefined => {
    const wanted = String(orderId ?? '').trim();
    if (!wanted) return undefined;
    return db.collections
        .get('orders')!
        .all()
        .find(order => order.orderId === wanted && order.siteCode === siteCode && (order.dataType ?? 0) === dataType);
};

const isPaid = (order: Row) => order.orderStatus !== 'unpaid' && !!order.paidTime;

/** What the order's refunds other than `except` take from it already. */
const refundedOf = (order: Row, except?: Row['id']): number =>
    db.collections
        .get('refunds')!
        .all()
        .filter(refund => refund.orderId === order.orderId && refund.siteCode === order.siteCode && (refund.dataType ?? 0) === (order.dataType ?? 0))
        .filter(refund => refund.id !== except)
        .filter(refund => COUNTED_STATUSES.has(String(refund.status)))
        .reduce((sum, refund) => sum + Number(refund.refundAmount ?? 0), 0);

/** The order's amounts as the refund rule reads them. */
const amountsOf = (order: Row, except?: Row['id']) => {
    const paidAmount = isPaid(order) ? Number(order.orderAmount ?? 0) : 0;
    const refundedAmount = Math.round(refundedOf(order, except) * 100) / 100;
    return { paidAmount, refundedAmount, refundable: refundableOf(paidAmount, refundedAmount) };
};

const readBody = async (request: Request): Promise<Record<string, unknown> | undefined> => {
    try {
        const body = await request.json();
        return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
    } catch {
        return undefined;
    }
};

const BAD_BODY = 'Bad request: the body must be a JSON object';

/** The kit's write check (the resource's one validator), as a 400 with the errors by field, or the checked record. */
const checked = (collection: string, record: Record<string, unknown>, scope: Record<string, unknown>): Record<string, unknown> | Response => {
    const outcome = checkKitWrite(collection, record, scope)!;
    return 'errors' in outcome ? restFail(400, outcome.message, outcome.errors) : outcome.record;
};

const unknownOrder = (collection: string, orderId: unknown) => {
    const error = { message: UNKNOWN_ORDER(collection), args: { orderId: String(orderId ?? '') } };
    return restFail(400, englishText(error), { orderId: error });
};

const nextNumber = (collection: string, prefix: string, siteCode: string) => {
    const count = db.collections.get(collection)!.all().filter(row => row.siteCode === siteCode).length;
    return `${prefix}${siteCode.toUpperCase()}${String(Date.now()).slice(-6)}${String(count + 1).padStart(4, '0')}`;
};

const pick = (row: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map(field => [field, row[field] ?? null]));
const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const handlers = (api: string): HttpHandler[] => [
    http.get(`${api}/order-siblings/orders/:orderId`, ({ request, params }) => {
        const caller = callerOf(request, [...collectionCodes('refunds'), ...collectionCodes('order-modifications')], 'envelope');
        if (caller instanceof Response) return caller;
        const order = orderOf(params.orderId, caller);
        if (!order) return fail(400, englishText({ message: UNKNOWN_ORDER('refunds'), args: { orderId: String(params.orderId) } }));
        return ok({
            ...pick(order, ['orderId', 'orderStatus', 'payChannel', 'province', 'city', 'pincode', 'contactNumber', 'email']),
            ...amountsOf(order),
        });
    }),

    http.post(`${api}/refunds`, async ({ request }) => {
        const caller = callerOf(request, collectionCodes('refunds'), 'rest');
        if (caller instanceof Response) return caller;
        const body = await readBody(request);
        if (!body) return restFail(400, BAD_BODY);
        const scope = { siteCode: caller.siteCode, dataType: caller.dataType };
        const { id: _id, ...values } = body;
        const typed = checked('refunds', { ...values, ...scope }, scope);
        if (typed instanceof Response) return typed;
        const order = orderOf(values.orderId, caller);
        if (!order) return unknownOrder('refunds', values.orderId);
        const { paidAmount, refundedAmount } = amountsOf(order);
        const record = checked(
            'refunds',
            {
                ...typed,
                orderId: order.orderId,
                paidAmount,
                refundedAmount,
                payChannel: order.payChannel,
                refundNo: nextNumber('refunds', 'RF', caller.siteCode),
                status: 'pending',
                applyTime: new Date().toISOString(),
                successTime: null,
                operator: caller.user.name,
            },
            scope,
        );
        if (record instanceof Response) return record;
        return HttpResponse.json(db.collections.get('refunds')!.create(record as Row), { status: 201 });
    }),

    http.put(`${api}/refunds/:id`, async ({ request, params }) => {
        const caller = callerOf(request, collectionCodes('refunds'), 'rest');
        if (caller instanceof Response) return caller;
        const table = db.collections.get('refunds')!;
        const existing = table.get(String(params.id));
        if (!existing || existing.siteCode !== caller.siteCode || (existing.dataType ?? 0) !== caller.dataType) return restFail(404, 'refunds record not found');
        const body = await readBody(request);
        if (!body) return restFail(400, BAD_BODY);
        const from = String(existing.status);
        const to = String(body.status ?? from);
        if (to !== from && !REFUND_TRANSITIONS.some(move => (move.from as readonly string[]).includes(from) && move.to === to)) {
            const error = { message: 'resources.refunds.validation.transition', args: { from, to } };
            return restFail(400, englishText(error), { status: error });
        }
        // Only the status and the remark change: the order, the amount and the server's stamps stay as recorded.
        const order = orderOf(existing.orderId, caller);
        const amounts = order ? amountsOf(order, existing.id) : { paidAmount: existing.paidAmount, refundedAmount: 0 };
        const moved = {
            ...existing,
            remark: body.remark ?? existing.remark,
            status: to,
            successTime: to === 'success' && from !== 'success' ? new Date().toISOString() : existing.successTime,
            paidAmount: amounts.paidAmount,
            refundedAmount: amounts.refundedAmount,
        };
        const record = checked('refunds', moved, { siteCode: caller.siteCode, dataType: caller.dataType });
        if (record instanceof Response) return record;
        return HttpResponse.json(table.update(existing.id, record as Row));
    }),

    http.post(`${api}/order-modifications`, async ({ request }) => {
        const caller = callerOf(request, collectionCodes('order-modifications'), 'rest');
        if (caller instanceof Response) return caller;
        const body = await readBody(request);
        if (!body) return restFail(400, BAD_BODY);
        const scope = { siteCode: caller.siteCode, dataType: caller.dataType };
        const { id: _id, ...values } = body;
        const typed = checked('order-modifications', { ...values, ...scope }, scope);
        if (typed instanceof Response) return typed;
        const order = orderOf(values.orderId, caller);
        if (!order) return unknownOrder('order-modifications', values.orderId);
        const record = checked('order-modifications', { ...typed, orderId: order.orderId, orderStatus: order.orderStatus }, scope);
        if (record instanceof Response) return record;
        // A contact change may give the phone number, the e-mail or both: only what is given changes.
        // Only what differs from the order now is a change; a change of nothing is refused.
        const type = record.modifyType as ModifyType;
        const fields = MODIFIED_FIELDS[type].filter(field => !blank(record[field]) && String(record[field]).trim() !== String(order[field] ?? ''));
        if (fields.length === 0) {
            const error = 'resources.order-modifications.validation.unchanged';
            return restFail(400, englishText(error), { [MODIFIED_FIELDS[type][0]]: error });
        }
        const newValue = Object.fromEntries(fields.map(field => [field, String(record[field]).trim()]));
        const oldValue = pick(order, fields);
        db.collections.get('orders')!.update(order.id, newValue);
        const saved = db.collections.get('order-modifications')!.create({
            id: undefined as never,
            ...record,
            ...newValue,
            requestNo: nextNumber('order-modifications', 'MD', caller.siteCode),
            oldValue,
            newValue,
            operator: caller.user.name,
            modifyTime: new Date().toISOString(),
        });
        return HttpResponse.json(saved, { status: 201 });
    }),

    ...(['put', 'delete'] as const).map(method =>
        http[method](`${api}/order-modifications/:id`, ({ request }) => {
            const caller = callerOf(request, collectionCodes('order-modifications'), 'rest');
            if (caller instanceof Response) return caller;
            return restFail(405, 'A change record is kept as it was made: it cannot be edited or deleted');
        }),
    ),
];
