import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import {
    isAllowed,
    isModeratedDescription,
    isModerationAction,
    MODERATION_ACTIONS,
    moderationWriteErrors,
    reasonErrors,
    refusalKey,
    REASONED_ACTIONS,
} from '../../../resources/moderation-common/moderation';
import { collectionCodes, db } from '../../db/store';
import { kitCollection } from '../../db/kit';
import { englishText } from '../../db/kit/checkWrite';
import { fail, MSG, ok, readJsonObject } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { guardKitWrite } from '../guardKitWrite';

/**
 * The moderation model's calls (resources/moderation-common/moderation.ts) for every collection that opted in:
 * - `POST /moderation/{collection}/{id}/{action}` (JSON `{reason}`): approve, reject (with a reason), hide or show,
 *   when the table allows it from the record's status now; it records who and when. Otherwise body code 400 with
 *   the reason ('Only pending content can be approved', 'Give the reason for rejecting');
 * - a REST create in another status than staff's, or a REST change of the status, reason, moderator or time,
 *   answers 400 naming the field (the rest of the write check is the REST engine's).
 */
const moderatedKit = (collection: string | readonly string[] | undefined) => {
    const kit = typeof collection === 'string' ? kitCollection(collection) : undefined;
    return kit && isModeratedDescription(kit.module.description) ? kit : undefined;
};

const checkModeratedWrite = (request: Request, collection: string | readonly string[] | undefined, id?: string | readonly string[]) =>
    moderatedKit(collection) ? guardKitWrite(request, String(collection), id === undefined ? undefined : String(id), moderationWriteErrors) : undefined;

export const handlers = (api: string): HttpHandler[] => [
    http.post(`${api}/moderation/:collection/:id/:action`, async ({ request, params }) => {
        const collection = String(params.collection);
        const kit = moderatedKit(collection);
        if (!kit) return fail(404, MSG.notFound(`moderated collection ${collection}`));
        const user = authorize(request, collectionCodes(collection));
        if (isRefusal(user)) return user;
        const action = String(params.action);
        if (!isModerationAction(action)) return fail(400, MSG.badRequest(`unknown action ${action}`));
        const table = db.collections.get(collection)!;
        const row = table.get(String(params.id));
        if (!row || (kit.entry.siteScoped && row.siteCode !== siteOf(request, user))) return fail(404, MSG.notFound(`${collection} record`));
        // Bad JSON answers 400 with its reason (the guard of handle.ts).
        const body = await readJsonObject(request);
        if (!isAllowed(action, row.status)) return fail(400, englishText(refusalKey(action)));
        const reasonError = reasonErrors(action, body.reason).reason;
        if (reasonError) return fail(400, englishText(reasonError));
        return ok(
            table.update(row.id, {
                status: MODERATION_ACTIONS[action].to,
                rejectReason: REASONED_ACTIONS.includes(action) ? String(body.reason).trim() : (row.rejectReason ?? ''),
                moderator: user.name,
                moderateTime: new Date().toISOString(),
            }),
        );
    }),
    http.post(`${api}/:collection`, ({ request, params }) => checkModeratedWrite(request, params.collection)),
    http.put(`${api}/:collection/:id`, ({ request, params }) => checkModeratedWrite(request, params.collection, params.id)),
];
