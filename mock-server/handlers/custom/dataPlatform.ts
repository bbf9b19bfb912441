import type { HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { Collection } from '../../db/collection';
import { MSG, restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import { computeDailyReports, computeLiveReports } from '../../db/dataPlatform';

const DAILY = 'daily-reports';
const LIVE = 'live-stream-reports';

/**
 * The data platform's reports beyond plain REST:
 * - before a read of either, it is summed again when what it reads has changed since (a session of /live edited or
 *   started; an order cancelled by review), so it keeps agreeing with /live and /orders; the daily notes are kept;
 * - the daily report's days are the orders' (mock-server/db/dataPlatform.ts): none is added or deleted (405); a
 *   day's note is written by the REST update, whose rule keeps the figures (resources/daily-reports/rules.ts).
 */
const table = (name: string) => db.collections.get(name)!;

/** What the reports read, in short: the sessions as edited, and how many orders are cancelled. */
const sessionsPrint = () =>
    table('live-streams')
        .all()
        .map(session => `${String(session.id)}:${String(session.status)}:${String(session.startTime)}:${String(session.endTime)}`)
        .join('|');
const ordersPrint = () => {
    let cancelled = 0;
    for (const order of table('orders').all()) if (order.orderStatus === 'cancelled') cancelled += 1;
    return `${table('orders').count()}:${cancelled}`;
};

const prints = new WeakMap<object, Map<string, string>>();

/** Sums a report again when its inputs changed since this store last summed it (each test's store starts fresh). */
const sync = (name: string, print: () => string, recompute: () => void) => {
    const seen = prints.get(db) ?? new Map<string, string>();
    prints.set(db, seen);
    const seeding = !db.collections.has(name);
    if (seeding) table(name);
    const now = `${print()}#${ordersPrint()}`;
    if (!seeding && seen.get(name) !== now) recompute();
    seen.set(name, now);
};

const rowsOf = (name: string) => table(name).all();

const syncLive = () => sync(LIVE, sessionsPrint, () => db.collections.set(LIVE, new Collection(computeLiveReports(rowsOf))));

const syncDaily = () =>
    sync(
        DAILY,
        () => '',
        () => {
            // The figures again from the orders; each day keeps the note written on it.
            const kept = new Map(table(DAILY).all().map(day => [String(day.id), day]));
            const days = computeDailyReports(rowsOf).map(day => {
                const before = kept.get(String(day.id));
                return before ? { ...day, note: before.note, lastOperator: before.lastOperator, updateTime: before.updateTime } : day;
            });
            db.collections.set(DAILY, new Collection(days));
        },
    );

const refuse = ({ request }: { request: Request }) => {
    const user = authorize(request, collectionCodes(DAILY), 'rest');
    if (isRefusal(user)) return user;
    return restFail(405, MSG.ownActionsOnly(DAILY, 'a day’s note'));
};

const before = (name: string, run: () => void) =>
    [`/${name}`, `/${name}/:id`].map(path => (api: string) =>
        http.get(`${api}${path}`, () => {
            run();
            return undefined;
        }),
    );

export const handlers = (api: string): HttpHandler[] => [
    ...before(LIVE, syncLive).map(make => make(api)),
    ...before(DAILY, syncDaily).map(make => make(api)),
    http.put(`${api}/${DAILY}/:id`, () => {
        syncDaily();
        return undefined;
    }),
    http.post(`${api}/${DAILY}`, refuse),
    http.delete(`${api}/${DAILY}/:id`, refuse),
];
