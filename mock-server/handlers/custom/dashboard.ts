import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionDefinition, db } from '../../db/store';
import { fail, MSG, ok } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { codesOf, siteOf } from '../../session';
import { scopeOf } from '../rest';
import type { AdminUserRow } from '../../db/adminUsers';
import type { Row } from '../../db/collection';
import { findRoute } from '../../../base/routes/catalogue';
import { isAllowed } from '../../../base/routes/access';
import { ruleOfRoute } from '../../../base/routes/rules';
import { siteRuleShowsInMenu } from '../../../base/routes/siteRules';
import { flowOf } from '../../../resources/service-requests-common/flows';
import { refreshOverdue } from './serviceRequests';
import { DASHBOARD_CARDS, SUMMARY_PATH, type DashboardCard, type DashboardSummary, type SummaryCard } from '../../../resources/dashboard/cards';

/**
 * Is the card's list in the user's menu on this site (its codes, its roles, its site rule)? A list the site keeps out of
 * the menu (price protection outside cn) is reachable by its address but is no work of this site's.
 */
const opens = (card: DashboardCard, user: AdminUserRow, siteCode: string): boolean => {
    const route = findRoute(card.path);
    return !!route && siteRuleShowsInMenu(route.siteRule, siteCode) && isAllowed(ruleOfRoute(route), { roles: user.roles, codes: codesOf(user) });
};

/**
 * A card's count: the total of its list's REST call under its filter, with the list's own scope (the site, and the
 * data type where the collection splits it) on both sides of the filter as the REST handler puts it, so the two
 * answer from one filtered view.
 */
const countOf = (card: DashboardCard, filter: Record<string, unknown>, request: Request, user: AdminUserRow) => {
    const definition = collectionDefinition(card.collection);
    const table = db.collections.get(card.collection);
    if (!definition || !table) return undefined;
    // A service request's overdue flag is brought up to the clock before it is counted, as its list's read does.
    if (flowOf(card.collection)) refreshOverdue(card.collection);
    const scope = scopeOf(definition, request, user);
    return table.list({ filter: { ...scope, ...filter, ...scope } });
};

const progressOf = (rows: readonly Row[], limit: number): SummaryCard['progress'] =>
    rows.slice(0, limit).map(row => ({ id: row.id, fileName: String(row.fileName), progress: Number(row.progress) || 0, status: String(row.status) }));

/**
 * `GET {api}/dashboard/summary`: the dashboard's cards (resources/dashboard/cards.ts) the caller may open on the
 * request's site, each with its filter and its count; no card of a screen the caller cannot open is counted.
 */
export const handlers = (api: string): HttpHandler[] => [
    http.get(`${api}${SUMMARY_PATH}`, ({ request }) => {
        const user = authorize(request, []);
        if (isRefusal(user)) return user;
        const siteCode = siteOf(request, user);
        if (!siteCode) return fail(400, MSG.badRequest('no site chosen, or the site is not granted'));
        const now = new Date();
        const cards: SummaryCard[] = [];
        for (const card of DASHBOARD_CARDS) {
            if (!opens(card, user, siteCode)) continue;
            const filter = card.filter({ now, account: user.account });
            const result = countOf(card, filter, request, user);
            if (!result) continue;
            cards.push({
                key: card.key,
                kind: card.kind,
                area: card.area,
                path: card.path,
                filter,
                count: result.total,
                ...(card.progressOf ? { progress: progressOf(result.rows, card.progressOf) } : {}),
            });
        }
        const summary: DashboardSummary = { siteCode, time: now.toISOString(), cards };
        return ok(summary);
    }),
];
