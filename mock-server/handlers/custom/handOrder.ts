import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { kitCollection } from '../../db/kit';
import { englishText } from '../../db/kit/checkWrite';
import { fail, MSG, ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { HAND_ORDER_ERRORS, handOrderPath, idsOfOrder, isWholeOrder } from '../../../resources/kit/handOrder';

/**
 * `POST /hand-order/{collection}` (JSON `{ids, …scope}`, text values): one group of a hand-ordered collection put in
 * order in one write. The writers of the collection only; the group is the site's rows with the scope fields'
 * values the body names; the ids must be exactly that group, each once (else body code 400 with the reason, nothing
 * written). Answers `{count}`; the order field becomes 1, 2, 3 … in the ids' order.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}${handOrderPath(':collection')}`, async ({ request, params }) => {
        const collection = String(params.collection);
        const order = kitCollection(collection)?.module.description.actions?.handOrder;
        if (!order) return fail(404, MSG.notFound(`hand-ordered collection ${collection}`));
        const user = authorize(request, collectionCodes(collection));
        if (isRefusal(user)) return user;
        // Bad JSON answers 400 with its reason (the guard of handle.ts).
        const body = await readJsonObject(request);
        const scope = order.scope ?? [];
        if (scope.some(field => typeof body[field] !== 'string' || body[field] === '')) return fail(400, englishText(HAND_ORDER_ERRORS.scope));
        const siteCode = siteOf(request, user);
        const table = db.collections.get(collection)!;
        const group = table
            .all()
            .filter(row => (!kitCollection(collection)!.entry.siteScoped || row.siteCode === siteCode) && scope.every(field => String(row[field]) === body[field]));
        const ids = idsOfOrder(body.ids);
        if (!isWholeOrder(ids, group.map(row => String(row.id)))) return fail(400, englishText(HAND_ORDER_ERRORS.mismatch));
        const now = new Date().toISOString();
        const stamped = kitCollection(collection)!.module.description.fields.some(field => field.source === 'updateTime');
        ids.forEach((id, index) => table.update(id, { [order.field]: index + 1, ...(stamped ? { updateTime: now } : {}) }));
        return ok({ count: ids.length });
    }),
];
