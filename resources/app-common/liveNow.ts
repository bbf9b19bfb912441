/**
 * "What is live now is marked" (issue 23): a record with a time window and an online status is live when it is
 * online and now is inside its window. Pure (the list's cell and the tests read it); the status a row shows beside
 * it stays the one people set, this only says whether buyers see it at this moment.
 */
export const LIVE_STATES = ['live', 'upcoming', 'ended', 'off'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

const timeOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN);

/** Where a record stands now: live, coming (online, window not begun), ended (window over), or off (taken offline or disabled). */
export const liveStateOf = (record: Record<string, unknown>, now = Date.now()): LiveState => {
    if (record.status !== 'online' && record.status !== 'enabled') return 'off';
    const start = timeOf(record.startTime);
    const end = timeOf(record.endTime);
    if (Number.isFinite(start) && now < start) return 'upcoming';
    if (Number.isFinite(end) && now > end) return 'ended';
    return 'live';
};
