import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import {
    activityStatusOf,
    activityWriteErrors,
    copyTimes,
    isActivityChange,
    isActivityDescription,
    isAllowed,
    refusalKey,
    statusAfter,
} from '../../../resources/kit/activityStatus';
import { collectionCodes, db } from '../../db/store';
import { kitCollection } from '../../db/kit';
import { checkKitWrite, englishText } from '../../db/kit/checkWrite';
import type { Row } from '../../db/collection';
import { fail, MSG, ok, restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import type { AdminUserRow } from '../../db/adminUsers';

/**
 * The activity status model's calls (resources/kit/activityStatus.ts) for every collection that opted in:
 * - `POST /activity-status/{collection}/{id}/{action}`: pause, restart, end, delete or copy, when the model's table
 *   allows it from the row's status now; otherwise body code 400 with the reason;
 * - reads of those collections first bring each row's status up to the clock (a running activity ends by itself);
 * - a REST DELETE the model refuses (a running or paused activity) answers 400 with the same reason;
 * - a REST write that sets a held status itself, ends before it starts, or edits an activity whose status does
 *   not allow editing answers 400 with the reason at its field (the rest of the write check is the REST engine's).
 */
const activityKit = (collection: string | readonly string[] | undefined) => {
    const kit = typeof collection === 'string' ? kitCollection(collection) : undefined;
    return kit && isActivityDescription(kit.module.description) ? kit : undefined;
};

const refreshStatuses = (collection: string) => {
    const table = db.collections.get(collection);
    if (!table) return;
    const now = Date.now();
    for (const row of table.all()) {
        const status = activityStatusOf(row, now);
        if (row.status !== status) table.update(row.id, { status });
    }
};

/** The row as this user may reach it (its site's), or undefined. */
const rowOf = (collection: string, id: string, request: Request, user: AdminUserRow, siteScoped?: boolean): Row | undefined => {
    const row = db.collections.get(collection)?.get(id);
    if (!row) return undefined;
    return !siteScoped || row.siteCode === siteOf(request, user) ? row : undefined;
};

/** What the server stamps on a change, where the collection keeps it. */
const stamps = (collection: string, user: AdminUserRow): Record<string, unknown> => {
    const sources = new Set(kitCollection(collection)!.module.description.fields.map(field => field.source));
    const now = new Date().toISOString();
    return Object.fromEntries(
        [
            ['updateTime', now],
            ['lastEditor', user.name],
            ['lastOperator', user.name],
        ].filter(([source]) => sources.has(source)),
    );
};

/** A REST write to an activity collection, held against the model before the REST engine takes it. */
const checkActivityWrite = async (request: Request, collectionParam: string | readonly string[] | undefined, idParam?: string | readonly string[]) => {
    const kit = activityKit(collectionParam);
    if (!kit) return undefined;
    const collection = String(collectionParam);
    const user = authorize(request, collectionCodes(collection), 'rest');
    if (isRefusal(user)) return user;
    let values: Record<string, unknown>;
    try {
        values = (await request.clone().json()) as Record<string, unknown>;
    } catch {
        return undefined; // the REST engine refuses a body that is not JSON
    }
    if (typeof values !== 'object' || values === null) return undefined;
    const previous = idParam === undefined ? undefined : rowOf(collection, String(idParam), request, user, kit.entry.siteScoped);
    if (idParam !== undefined && !previous) return undefined; // the REST engine answers 404
    const errors = activityWriteErrors(previous ? { ...previous, ...values } : values, previous);
    const first = Object.values(errors)[0];
    return first ? restFail(400, englishText(first), errors) : undefined;
};

export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/activity-status/:collection/:id/:action`, ({ request, params }) => {
        const collection = String(params.collection);
        const action = String(params.action);
        const kit = activityKit(collection);
        if (!kit) return fail(404, MSG.notFound(`activity collection ${collection}`));
        const user = authorize(request, collectionCodes(collection));
        if (isRefusal(user)) return user;
        if (!isActivityChange(action)) return fail(400, MSG.badRequest(`unknown action ${action}`));
        const row = rowOf(collection, String(params.id), request, user, kit.entry.siteScoped);
        if (!row) return fail(404, MSG.notFound(`${collection} record`));
        const table = db.collections.get(collection)!;
        const status = activityStatusOf(row);
        if (!isAllowed(action, status)) return fail(400, englishText(refusalKey(action)));
        if (action === 'delete') return ok(table.delete(row.id));
        if (action === 'copy') {
            // A copy is a new, coming activity: it passes the collection's write check (one activity per SKU at a time …).
            const { id: _id, status: _status, ...values } = row;
            const scope = kit.entry.siteScoped ? { siteCode: row.siteCode } : {};
            const created = { createTime: new Date().toISOString(), creator: user.name };
            const fresh = Object.fromEntries(Object.entries(created).filter(([source]) => source in values));
            const outcome = checkKitWrite(collection, { ...values, ...copyTimes(row), ...fresh, ...stamps(collection, user) }, scope);
            if (!outcome || 'errors' in outcome) return fail(400, outcome?.message ?? MSG.badRequest('copy refused'));
            return ok(table.create({ ...outcome.record, status: activityStatusOf(outcome.record) }));
        }
        return ok(table.update(row.id, { status: statusAfter(action, row), ...stamps(collection, user) }));
    }),
    http.get(`${api}/:collection`, ({ params }) => {
        if (activityKit(params.collection)) refreshStatuses(String(params.collection));
        return undefined;
    }),
    http.get(`${api}/:collection/:id`, ({ params }) => {
        if (activityKit(params.collection)) refreshStatuses(String(params.collection));
        return undefined;
    }),
    http.post(`${api}/:collection`, ({ request, params }) => checkActivityWrite(request, params.collection)),
    http.put(`${api}/:collection/:id`, ({ request, params }) => checkActivityWrite(request, params.collection, params.id)),
    http.delete(`${api}/:collection/:id`, ({ request, params }) => {
        const kit = activityKit(params.collection);
        if (!kit) return undefined;
        const collection = String(params.collection);
        const user = authorize(request, collectionCodes(collection), 'rest');
        if (isRefusal(user)) return user;
        const row = rowOf(collection, String(params.id), request, user, kit.entry.siteScoped);
        if (!row || isAllowed('delete', activityStatusOf(row))) return undefined;
        return restFail(400, englishText(refusalKey('delete')), { status: refusalKey('delete') });
    }),
];
