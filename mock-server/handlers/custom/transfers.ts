import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { checkKitWrite, englishText } from '../../db/kit/checkWrite';
import { kitCollection } from '../../db/kit';
import type { Row } from '../../db/collection';
import { BadRequest, fail, MSG, ok, readJsonObject, restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { drawLedger, postMovements, signed, type Movement } from '../../db/ledger';
import { transferNumber } from '../../db/ledger/transfers';
import { unknownFieldErrors } from '../../../resources/kit/validate';
import { linesOf, totalsOf } from '../../../resources/transfer-orders/lines';
import { TRANSFER_ACTIONS, isTransferAction, transferActionPath, type TransferAction } from '../../../resources/transfer-orders/transitions';
import type { AdminUserRow } from '../../db/adminUsers';
import type { FieldError } from '../../../resources/kit/types';

const COLLECTION = 'transfer-orders';
const T = 'resources.transfer-orders.validation';
const text = (error: FieldError) => englishText(error);

const table = () => db.collections.get(COLLECTION)!;
const now = () => new Date().toISOString();

/** The transfer of the request's site, by id. */
const transferOf = (id: string, siteCode: string | undefined): Row | undefined => {
    const row = table().get(id);
    return row && row.siteCode === siteCode ? row : undefined;
};

/** The next transfer number of a site for a creation now (the day's sequence continues after the highest). */
const nextNumber = (siteCode: string): string => {
    const today = transferNumber(Date.now(), 0).slice(0, 8);
    const taken = table()
        .all()
        .filter(row => row.siteCode === siteCode && String(row.transferOrderNo).startsWith(today))
        .map(row => Number(String(row.transferOrderNo).slice(8)));
    return transferNumber(Date.now(), Math.max(0, ...taken) + 1);
};

/** On hand of each SKU at a warehouse of a site, from the stock levels summed from the ledger. */
const onHandAt = (siteCode: string, warehouseId: unknown) => {
    const stocks = db.collections.get('stocks')!.all().filter(row => row.siteCode === siteCode && String(row.warehouseId) === String(warehouseId));
    return (skuId: unknown) => Number(stocks.find(row => String(row.skuId) === String(skuId))?.onHandQty ?? 0);
};

const movement = (transfer: Row, line: { skuId?: unknown }, type: 'transfer_out' | 'transfer_in', size: number, user: AdminUserRow): Movement => ({
    siteCode: String(transfer.siteCode),
    skuId: line.skuId as string | number,
    warehouseId: (type === 'transfer_out' ? transfer.fromWarehouseId : transfer.toWarehouseId) as string | number,
    movementType: type,
    qty: signed(type, size),
    reference: String(transfer.transferOrderNo),
    movementTime: now(),
    operator: user.name,
});

/** A quantity difference to resolve, for a line received short (in /diff/exceptionManagement). */
const openDifference = (transfer: Row, line: { skuId?: unknown; qty?: unknown; receivedQty?: unknown }, user: AdminUserRow) => {
    const exceptions = db.collections.get('logistics-exceptions')!;
    exceptions.create({
        exceptionNo: `QD${transfer.transferOrderNo as string}-${exceptions.count() + 1}`,
        exceptionType: 'qty_diff',
        reference: transfer.transferOrderNo,
        warehouseId: transfer.toWarehouseId,
        skuId: line.skuId,
        diffQty: Number(line.receivedQty) - Number(line.qty),
        courier: '',
        awbNo: '',
        detectedTime: now(),
        owner: user.name,
        status: 'open',
        resolution: '',
        siteCode: transfer.siteCode,
    });
};

/** What an action changes beyond the status, or the reason it is refused. */
const apply = (action: TransferAction, transfer: Row, body: Record<string, unknown>, user: AdminUserRow): { values: Record<string, unknown>; movements: Movement[] } => {
    const lines = linesOf(transfer);
    switch (action) {
        case 'cancel':
            return { values: { status: 'cancelled' }, movements: [] };
        case 'ship': {
            // Goods leave only what is on hand at the source now (orders may have shipped since it was created).
            const onHand = onHandAt(String(transfer.siteCode), transfer.fromWarehouseId);
            for (const [index, line] of lines.entries()) {
                if (Number(line.qty) > onHand(line.skuId)) throw new BadRequest(text({ message: `${T}.short_stock`, args: { line: index + 1, available: onHand(line.skuId) } }));
            }
            return { values: { status: 'shipped', shipTime: now() }, movements: lines.map(line => movement(transfer, line, 'transfer_out', Number(line.qty), user)) };
        }
        case 'receive': {
            const given = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
            const received = lines.map(line => {
                const match = given.find(item => item && String(item.skuId) === String(line.skuId));
                return { ...line, receivedQty: match ? match.receivedQty : line.qty };
            });
            const next = { ...transfer, lines: received };
            const refused = checkKitWrite(COLLECTION, next, { siteCode: transfer.siteCode });
            if (refused && 'errors' in refused) throw new BadRequest(refused.message, refused.errors);
            const whole = received.every(line => Number(line.receivedQty) === Number(line.qty));
            return {
                values: { lines: received, status: whole ? 'received' : 'partly_received', receiveTime: now() },
                movements: received.filter(line => Number(line.receivedQty) > 0).map(line => movement(transfer, line, 'transfer_in', Number(line.receivedQty), user)),
            };
        }
    }
};

/**
 * The transfer orders' own calls: the create (the server gives the number, the state created and the log; the rules
 * and the source's sellable stock are checked), and the actions of the state table (transitions.ts),
 * `POST /transfer-orders/{id}/{ship|cancel|receive}`, each from the states the table allows (body code 400
 * otherwise). Shipping posts the transfer-out movements, receiving the transfer-in ones and a quantity difference per
 * line received short. A plain update or delete answers 405: a transfer changes only through its actions.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/${COLLECTION}`, async ({ request }) => {
        const user = authorize(request, collectionCodes(COLLECTION), 'rest');
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return restFail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        try {
            const body = await readJsonObject(request);
            const description = kitCollection(COLLECTION)!.module.description;
            const unknown = unknownFieldErrors(description, body);
            const first = Object.keys(unknown)[0];
            if (first) return restFail(400, `${first}: ${englishText(unknown[first])}`, unknown);
            const createTime = now();
            const lines = linesOf(body).map(line => ({ skuId: line.skuId, qty: line.qty, receivedQty: null }));
            const record = {
                fromWarehouseId: body.fromWarehouseId,
                toWarehouseId: body.toWarehouseId,
                lines: Array.isArray(body.lines) ? lines : body.lines,
                ewayBillNo: body.ewayBillNo ?? '',
                remark: body.remark ?? '',
                transferOrderNo: nextNumber(siteCode),
                status: 'created',
                statusLog: [{ status: 'created', operator: user.name, time: createTime }],
                shipTime: null,
                receiveTime: null,
                creator: user.name,
                createTime,
                siteCode,
            };
            const outcome = checkKitWrite(COLLECTION, record, { siteCode });
            if (outcome && 'errors' in outcome) return restFail(400, outcome.message, outcome.errors);
            const created = table().create({ ...record, ...totalsOf(record) });
            // The new transfer locks its quantities at the source: the stock figures are summed again.
            postMovements(db.collections, []);
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
            return restFail(405, MSG.ownActionsOnly(COLLECTION, 'ship, cancel, receive'));
        }),
    ),
    http.post(`${api}${transferActionPath(':id', ':action')}`, async ({ request, params }) => {
        const user = authorize(request, collectionCodes(COLLECTION));
        if (isRefusal(user)) return user;
        const transfer = transferOf(String(params.id), siteOf(request, user));
        if (!transfer) return fail(404, MSG.notFound('transfer order'));
        const action = params.action;
        if (!isTransferAction(action)) return fail(400, MSG.badRequest(`unknown action ${String(action)}`));
        if (!(TRANSFER_ACTIONS[action].from as readonly string[]).includes(String(transfer.status))) return fail(400, text(`${T}.not_allowed`));
        try {
            const body = await readJsonObject(request);
            const { values, movements } = apply(action, transfer, body, user);
            const log = [...((transfer.statusLog as unknown[]) ?? []), { status: values.status, operator: user.name, time: now() }];
            if (movements.length > 0) drawLedger(db.collections);
            const updated = table().update(transfer.id, { ...values, statusLog: log, ...totalsOf({ ...transfer, ...values }) })!;
            postMovements(db.collections, movements);
            if (action === 'receive') for (const line of linesOf(updated)) if (Number(line.receivedQty) < Number(line.qty)) openDifference(updated, line, user);
            return ok(updated);
        } catch (error) {
            if (error instanceof BadRequest) return fail(400, error.message);
            throw error;
        }
    }),
];
