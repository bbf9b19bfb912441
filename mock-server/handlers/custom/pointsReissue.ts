import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { db } from '../../db/store';
import { flowIdOf } from '../../db/points';

const REISSUES = 'points-reissues';
const FLOWS = 'points-flows';
const ACCOUNTS = 'points-accounts';

/**
 * The points system behind /Point/reissue-of-points, as the mock runs tasks: before every call, each confirmed
 * request not yet in the ledger is written to it (a reissue adds, a deduction takes, the balance after it follows
 * the user's last row), the request keeps the flow ID, and the accounts are summed again on their next read.
 */
export const postConfirmedReissues = (now: number = Date.now()): void => {
    // Only a collection someone has written holds confirmed requests not yet posted: the seeded ones are in the ledger.
    if (!db.collections.has(REISSUES)) return;
    const reissues = db.collections.get(REISSUES)!;
    const waiting = reissues.all().filter(row => row.status === 'done' && !row.flowId);
    if (waiting.length === 0) return;
    const flows = db.collections.get(FLOWS)!;
    for (const reissue of waiting) {
        const last = flows
            .all()
            .filter(row => row.siteCode === reissue.siteCode && row.userId === reissue.userId)
            .reduce<Record<string, unknown> | undefined>((latest, row) => (!latest || String(row.createTime) >= String(latest.createTime) ? row : latest), undefined);
        const points = Number(reissue.points);
        const createTime = new Date(now).toISOString();
        const flowId = flowIdOf(String(reissue.siteCode), createTime, flows.count() + 1);
        flows.create({
            siteCode: reissue.siteCode, flowId, userId: reissue.userId, changeType: points > 0 ? 'reissue' : 'deduct', points,
            balanceAfter: (Number(last?.balanceAfter) || 0) + points, orderId: reissue.orderId ?? null, remark: reissue.reason, operator: reissue.lastOperator, createTime,
        });
        reissues.update(reissue.id, { flowId });
    }
    db.collections.delete(ACCOUNTS);
};

/** Runs before every call the handlers below answer; answers nothing itself. */
export const handlers = (api: string): HttpHandler[] => [
    http.all(`${api}/*`, () => {
        postConfirmedReissues();
        return undefined;
    }),
];
