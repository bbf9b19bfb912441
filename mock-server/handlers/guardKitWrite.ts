import { collectionCodes, db } from '../db/store';
import { kitCollection } from '../db/kit';
import { englishText } from '../db/kit/checkWrite';
import { restFail } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { siteOf } from '../session';
import type { FieldErrors } from '../../resources/kit/types';

/** The errors by field of a write against the record as stored (none stored for a create). */
type WriteErrors = (values: Record<string, unknown>, stored?: Record<string, unknown>) => FieldErrors;

/**
 * A plain REST create (`id` undefined) or update of a kit collection, checked before the REST engine takes it, for
 * fields a model owns and REST may not write (a moderation status, a service request's history): the caller's
 * refusal, or body code 400 with the first error's English text and the errors by field. Undefined lets the REST
 * engine go on, which itself answers a body that is not a JSON object and a record that is not there (or not on the
 * caller's site).
 */
export const guardKitWrite = async (request: Request, collection: string, id: string | undefined, errorsOf: WriteErrors) => {
    const kit = kitCollection(collection);
    if (!kit) return undefined;
    const user = authorize(request, collectionCodes(collection), 'rest');
    if (isRefusal(user)) return user;
    let values: unknown;
    try {
        values = await request.clone().json();
    } catch {
        return undefined;
    }
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    const stored = id === undefined ? undefined : db.collections.get(collection)?.get(id);
    if (id !== undefined && (!stored || (kit.entry.siteScoped && stored.siteCode !== siteOf(request, user)))) return undefined;
    const errors = errorsOf(values as Record<string, unknown>, stored);
    const first = Object.values(errors)[0];
    return first ? restFail(400, englishText(first), errors) : undefined;
};
