/**
 * How a live session's performance is counted (the mock and the tests read this): a live-sale order of /orders
 * (paid, not cancelled) belongs to the latest session of its site that started at or before it and ended less than
 * `REPLAY_HOURS` before it (the replay sells too); GMV is those orders' amounts; conversion = orders / viewers.
 */
export const REPLAY_HOURS = 72;
const HOUR_MS = 3_600_000;

/** A session as the store holds it (its start and end are read). */
export type Session = { id: string | number } & Record<string, unknown>;

/** The session an order placed at `orderTime` belongs to, among its site's sessions (latest start first), or none. */
export const sessionOf = <S extends Session>(sessions: readonly S[], orderTime: string): S | undefined => {
    const at = Date.parse(orderTime);
    return sessions.find(session => Date.parse(String(session.startTime)) <= at && at < Date.parse(String(session.endTime)) + REPLAY_HOURS * HOUR_MS);
};

/** Orders over viewers, as a fraction (0.0123 is 1.23 %), six decimals. */
export const conversionOf = (orders: number, visitors: number): number => (visitors > 0 ? Math.round((orders / visitors) * 1_000_000) / 1_000_000 : 0);
