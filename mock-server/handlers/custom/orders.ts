import { HttpResponse, type HttpHandler } from 'msw';
import { http } from '../../handle';
import { db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { fail, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { dataTypeOf, siteOf } from '../../session';
import type { Row } from '../../db/collection';
import { ROUTES } from '../../../base/routes/catalogue';
import {
    ORDER_STATUSES,
    REVIEW_TRANSITIONS,
    reviewRefusal,
    type ReviewDecision,
    type ReviewStep,
} from '../../../resources/orders/model';
import { isReviewRequest, reviewSummary, SELECT_FIRST_KEY, type ReviewResult } from '../../../resources/orders/review';
import { MAX_PERIOD_DAYS, periodError, type OrderStatistics } from '../../../resources/orders/statistics';

/** The resource codes of screens, by catalogue path. */
const codesOf = (...paths: string[]) => ROUTES.filter(route => paths.includes(route.path)).map(route => route.code);

/** Who reviews: the users of the order list and of an order's page (where the review buttons are). */
const REVIEW_CODES = codesOf('/orders/index', '/orders/orderDetail/:id');
/** Who reads the statistics: the users of the two statistics screens. */
const STATISTICS_CODES = codesOf('/orders/Statistics', '/orders/chart');

const orders = () => db.collections.get('orders')!;

/** Orders are numbered in seed order, so an id is found at its index before the (slow) scan of 105,000 rows. */
const orderById = (id: unknown): Row | undefined => {
    const rows = orders().all();
    const at = rows[Number(id) - 1];
    return at && String(at.id) === String(id) ? at : orders().get(String(id));
};

const round2 = (value: number) => Math.round(value * 100) / 100;

const readJson = async (request: Request): Promise<unknown> => {
    try {
        return await request.json();
    } catch {
        return undefined;
    }
};

/**
 * - `POST {api}/orders/review` JSON `{ids, decision: 'approve' | 'reject'}`: the batch review of spec sections 4 and 5.
 *   Each order of the request's site and data type takes the decision if REVIEW_TRANSITIONS allows it (a rejection
 *   cancels it at once); the answer names every order that changed and every one that did not, with the reason.
 *   No ids: body code 400 with the spec's "some data must be selected first".
 * - `GET {api}/orders/statistics?from=YYYY-MM-DD&to=YYYY-MM-DD`: orders and amount by day, by order status and by
 *   pay channel over the period (both days included), over the site's orders.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/orders/review`, async ({ request }) => {
        const user = authorize(request, REVIEW_CODES);
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        const body = await readJson(request);
        if (!isReviewRequest(body)) return fail(400, MSG.badRequest('send {"ids": [...], "decision": "approve" | "reject"}'));
        if (body.ids.length === 0) return fail(400, englishText(SELECT_FIRST_KEY));
        const dataType = dataTypeOf(user);
        const decision: ReviewDecision = body.decision;
        const transition = REVIEW_TRANSITIONS[decision];
        const now = new Date().toISOString();
        const result: ReviewResult = { changed: [], unchanged: [] };
        for (const id of new Set(body.ids.map(String))) {
            const order = orderById(id);
            if (!order || order.siteCode !== siteCode || order.dataType !== dataType) {
                result.unchanged.push({ id, orderId: '', reason: 'not_found', message: englishText('resources.orders.review.refused.not_found') });
                continue;
            }
            const refusal = reviewRefusal(order, decision);
            if (refusal) {
                result.unchanged.push({
                    id: order.id,
                    orderId: String(order.orderId),
                    reason: refusal,
                    message: englishText(`resources.orders.review.refused.${refusal}`),
                });
                continue;
            }
            const orderStatus = transition.orderStatus ?? (order.orderStatus as ReviewStep['orderStatus']);
            const step: ReviewStep = { reviewStatus: transition.to, orderStatus, operator: user.account, time: now };
            orders().update(order.id, {
                reviewStatus: transition.to,
                orderStatus,
                reviewer: user.account,
                reviewTime: now,
                reviewStatusFlow: [...((order.reviewStatusFlow as ReviewStep[] | undefined) ?? []), step],
            });
            result.changed.push({ id: order.id, orderId: String(order.orderId), reviewStatus: transition.to, orderStatus });
        }
        // The envelope's msg summarises (in English) what the result lists one by one.
        return HttpResponse.json({ code: 200, msg: reviewSummary(result), data: result });
    }),

    http.get(`${api}/orders/statistics`, ({ request }) => {
        const user = authorize(request, STATISTICS_CODES);
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        const params = new URL(request.url).searchParams;
        const from = params.get('from') ?? '';
        const to = params.get('to') ?? '';
        const error = periodError(from, to);
        if (error) return fail(400, MSG.badRequest(englishText({ message: error, args: { max: MAX_PERIOD_DAYS } })));
        const dataType = dataTypeOf(user);
        const days = new Map<string, { orders: number; amount: number }>();
        for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000) {
            days.set(new Date(day).toISOString().slice(0, 10), { orders: 0, amount: 0 });
        }
        const byStatus = new Map<string, { orders: number; amount: number }>(ORDER_STATUSES.map(status => [status, { orders: 0, amount: 0 }]));
        const byChannel = new Map<string, { orders: number; amount: number }>();
        const total = { orders: 0, amount: 0 };
        for (const order of orders().all()) {
            if (order.siteCode !== siteCode || order.dataType !== dataType) continue;
            const bucket = days.get(String(order.orderTime).slice(0, 10));
            if (!bucket) continue;
            const amount = Number(order.orderAmount) || 0;
            const channel = String(order.payChannel);
            if (!byChannel.has(channel)) byChannel.set(channel, { orders: 0, amount: 0 });
            for (const figures of [bucket, byStatus.get(String(order.orderStatus)), byChannel.get(channel), total]) {
                if (!figures) continue;
                figures.orders += 1;
                figures.amount += amount;
            }
        }
        const rows = <K extends string>(key: K, map: Map<string, { orders: number; amount: number }>) =>
            [...map.entries()].map(([value, figures]) => ({ [key]: value, orders: figures.orders, amount: round2(figures.amount) }) as Record<K, string> & { orders: number; amount: number });
        const statistics: OrderStatistics = {
            from,
            to,
            total: { orders: total.orders, amount: round2(total.amount) },
            byDay: rows('day', days),
            byStatus: rows('status', byStatus),
            byPayChannel: rows('channel', byChannel).sort((a, b) => b.orders - a.orders),
        };
        return ok(statistics);
    }),
];

