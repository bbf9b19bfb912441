import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionDefinition, collectionReadCodes, db } from '../../db/store';
import { SEED_NOW } from '../../db/random';
import { fail, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { scopeOf } from '../rest';
import { payoutsOf } from '../../../resources/ambassadors/payouts';

const COLLECTION = 'ambassadors';

/**
 * `GET {api}/ambassadors/{id}/payouts` (envelope): an ambassador's monthly payouts, computed at each read from its
 * referral records and its payout account and PAN as they are now (resources/ambassadors/payouts.ts). The records'
 * statuses were read at the seed's time, so the payouts are paid or scheduled as of that time too. Who reads the
 * ambassadors reads this; another site's ambassador is not found.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.get(`${api}/ambassadors/:id/payouts`, ({ request, params }) => {
        const user = authorize(request, collectionReadCodes(COLLECTION));
        if (isRefusal(user)) return user;
        // A bad filter or scope answers 400 with its reason (the guard of handle.ts).
        const scope = scopeOf(collectionDefinition(COLLECTION)!, request, user);
        const ambassador = db.collections.get(COLLECTION)!.get(String(params.id));
        if (!ambassador || ambassador.siteCode !== scope.siteCode) return fail(404, MSG.notFound('ambassadors record'));
        return ok(payoutsOf(ambassador, db.collections.get('referral-records')!.all(), SEED_NOW));
    }),
];
