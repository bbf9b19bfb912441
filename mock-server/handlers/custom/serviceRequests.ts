import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { applyAction, flowWriteErrors, isAllowed, isFlowAction, isOverdue, noteErrors, FLOW_ERRORS } from '../../../resources/service-requests-common/flow';
import { flowOf } from '../../../resources/service-requests-common/flows';
import { collectionCodes, db } from '../../db/store';
import { kitCollection } from '../../db/kit';
import { englishText } from '../../db/kit/checkWrite';
import { fail, MSG, ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { guardKitWrite } from '../guardKitWrite';

/**
 * The service requests' flow calls (resources/service-requests-common/flow.ts), for every collection with a flow:
 * - `POST /service-requests/{collection}/{id}/{action}` (JSON `{note}`): the move the entity's table allows from the
 *   record's status now, recorded in its history with who and when, its due time set by the new state's service
 *   level; otherwise body code 400 with the reason;
 * - reads bring each record's overdue flag up to the clock (so the list filters overdue ones);
 * - a REST write that sets or changes the status, history, due time or overdue flag answers 400 naming the field.
 */
export const refreshOverdue = (collection: string) => {
    const table = db.collections.get(collection);
    if (!table) return;
    const now = Date.now();
    for (const row of table.all()) {
        const overdue = isOverdue(row, now);
        if (row.overdue !== overdue) table.update(row.id, { overdue });
    }
};

const checkFlowWrite = (request: Request, collection: string | readonly string[] | undefined, id?: string | readonly string[]) =>
    typeof collection === 'string' && flowOf(collection) ? guardKitWrite(request, collection, id === undefined ? undefined : String(id), flowWriteErrors) : undefined;

export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/service-requests/:collection/:id/:action`, async ({ request, params }) => {
        const collection = String(params.collection);
        const flow = flowOf(collection);
        const kit = flow && kitCollection(collection);
        if (!flow || !kit) return fail(404, MSG.notFound(`service request collection ${collection}`));
        const user = authorize(request, collectionCodes(collection));
        if (isRefusal(user)) return user;
        const action = String(params.action);
        if (!isFlowAction(flow, action)) return fail(400, MSG.badRequest(`unknown action ${action}`));
        const table = db.collections.get(collection)!;
        const row = table.get(String(params.id));
        if (!row || (kit.entry.siteScoped && row.siteCode !== siteOf(request, user))) return fail(404, MSG.notFound(`${collection} record`));
        // Bad JSON answers 400 with its reason (the guard of handle.ts).
        const body = await readJsonObject(request);
        if (!isAllowed(flow, action, row.status)) {
            return fail(400, englishText({ message: FLOW_ERRORS.refused, args: { status: englishText(`resources.${collection}.choices.status.${String(row.status)}`) } }));
        }
        const noteError = noteErrors(flow, action, body.note).note;
        if (noteError) return fail(400, englishText(noteError));
        return ok(table.update(row.id, applyAction(flow, row, action, user.name, typeof body.note === 'string' ? body.note.trim() : '')));
    }),
    http.get(`${api}/:collection`, ({ params }) => {
        if (typeof params.collection === 'string' && flowOf(params.collection)) refreshOverdue(params.collection);
        return undefined;
    }),
    http.get(`${api}/:collection/:id`, ({ params }) => {
        if (typeof params.collection === 'string' && flowOf(params.collection)) refreshOverdue(params.collection);
        return undefined;
    }),
    http.post(`${api}/:collection`, ({ request, params }) => checkFlowWrite(request, params.collection)),
    http.put(`${api}/:collection/:id`, ({ request, params }) => checkFlowWrite(request, params.collection, params.id)),
];
