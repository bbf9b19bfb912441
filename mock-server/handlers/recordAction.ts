import { db } from '../db/store';
import type { Row } from '../db/collection';
import { englishText } from '../db/kit/checkWrite';
import { BadRequest, fail, readJsonObject } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { siteOf } from '../session';
import type { AdminUserRow } from '../db/adminUsers';
import type { FieldErrors } from '../../resources/kit/types';

/** What an action on one record may go on with: who asks, the record as it is now, the action's JSON body. */
export interface RecordAction {
    user: AdminUserRow;
    record: Row;
    body: Record<string, unknown>;
}

interface RecordActionOptions {
    /** The resource code of the screen the action is taken on. */
    code: string;
    collection: string;
    /** Brings the collection up to date before the record is read (a computed match). */
    sync: () => void;
    /** The action's rule: the record and the body in, field errors out. */
    rules: (record: Row, body: Record<string, unknown>) => FieldErrors;
}

/**
 * The common part of a call that works one record of the caller's site by a JSON action (a reconciliation item
 * handled, a settlement error worked): the screen's code, a chosen site, a JSON object body, the record found on the
 * site once brought up to date, and the action's rule, whose first refusal answers body code 400 with its English
 * text. Answers the refusal, or what the action goes on with.
 */
export const readRecordAction = async (request: Request, id: string, { code, collection, sync, rules }: RecordActionOptions): Promise<Response | RecordAction> => {
    const user = authorize(request, [code], 'envelope');
    if (isRefusal(user)) return user;
    const siteCode = siteOf(request, user);
    if (!siteCode) return fail(400, 'Bad request: no site chosen, or the site is not granted');
    let body: Record<string, unknown>;
    try {
        body = await readJsonObject(request);
    } catch (error) {
        return fail(400, error instanceof BadRequest ? error.message : 'Bad request');
    }
    sync();
    const record = db.collections.get(collection)!.get(id);
    if (!record || record.siteCode !== siteCode) return fail(404, `${collection} record not found`);
    const errors = rules(record, body);
    const first = Object.keys(errors)[0];
    if (first) return fail(400, `${first}: ${englishText(errors[first])}`);
    return { user, record, body };
};
