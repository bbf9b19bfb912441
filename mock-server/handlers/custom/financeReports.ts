import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionDefinition, collectionReadCodes, db } from '../../db/store';
import { BadRequest, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { scopeOf } from '../rest';
import { MONTHLY_PATH, monthlyTotals } from '../../../resources/finance-reports/monthly';

const COLLECTION = 'finance-reports';

/** The list's filter from `?filter=` (a JSON object, as the REST list takes it), else none. */
const filterOf = (request: Request): Record<string, unknown> => {
    const raw = new URL(request.url).searchParams.get('filter');
    if (raw === null) return {};
    let value: unknown;
    try {
        value = JSON.parse(raw);
    } catch {
        throw new BadRequest(MSG.badRequest('filter is not valid JSON'));
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequest(MSG.badRequest('filter has the wrong shape'));
    return value as Record<string, unknown>;
};

/**
 * `GET {api}/finance-reports/monthly?filter={…}` (envelope): sales, returns and net per month of the report's rows the
 * same filter selects in the list (the site's own), for the report's chart. Who reads the report reads this.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.get(`${api}${MONTHLY_PATH}`, ({ request }) => {
        const user = authorize(request, collectionReadCodes(COLLECTION));
        if (isRefusal(user)) return user;
        // A bad filter or scope answers 400 with its reason (the guard of handle.ts).
        const scope = scopeOf(collectionDefinition(COLLECTION)!, request, user);
        const { rows } = db.collections.get(COLLECTION)!.list({ filter: { ...scope, ...filterOf(request), ...scope } });
        return ok(monthlyTotals(rows));
    }),
];
