import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { computeProductChecks } from '../../db/productChecks';
import { fail, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { siteOf } from '../../session';
import { CHECK_ITEMS, CHECK_SUMMARY_PATH, RUN_CHECK_PATH } from '../../../resources/product-checks/rules';

const CHECKS = 'product-checks';

/**
 * POST /product-checks/run: the product check of /cms/product-check run again on the chosen site, now, from the
 * product records as they are: the site's rows are replaced by the new ones. Its screen's users only. Answers
 * `{count, failed}`.
 */
export const handlers = (api: string): HttpHandler[] => [
    // GET /product-checks/summary: per check, how many passed and failed on the chosen site (the chart of the screen).
    http.get(`${api}${CHECK_SUMMARY_PATH}`, ({ request }) => {
        const user = authorize(request, collectionCodes(CHECKS));
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        const rows = db.collections.get(CHECKS)!.all().filter(row => row.siteCode === siteCode);
        return ok(
            CHECK_ITEMS.map(checkItem => ({
                checkItem,
                pass: rows.filter(row => row.checkItem === checkItem && row.result === 'pass').length,
                fail: rows.filter(row => row.checkItem === checkItem && row.result === 'fail').length,
            })),
        );
    }),
    http.post(`${api}${RUN_CHECK_PATH}`, ({ request }) => {
        const user = authorize(request, collectionCodes(CHECKS));
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        const table = db.collections.get(CHECKS)!;
        const rowsOf = (name: string) => db.collections.get(name)?.all() ?? [];
        const fresh = computeProductChecks(rowsOf, { siteCode, checkTime: new Date().toISOString() });
        for (const row of table.all().filter(row => row.siteCode === siteCode)) table.delete(row.id);
        for (const { id: _id, ...row } of fresh) table.create(row);
        return ok({ count: fresh.length, failed: fresh.filter(row => row.result === 'fail').length });
    }),
];
