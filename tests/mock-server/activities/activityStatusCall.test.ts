/**
 * The activity status model through the mock (resources/kit/activityStatus.ts): the one status call applies the
 * actions its table allows from each status and refuses every other with the reason; reads bring a status up to
 * the clock; a REST write or delete cannot get round the table. Risk-order monitoring is the collection used.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_CHANGES, ACTIVITY_STATUSES, allowedActions, type ActivityChange, type ActivityStatus } from '../../../resources/kit/activityStatus';
import { kitClient, type KitClient } from '../../support/kitRest';
import { call, signIn, type Envelope } from '../client';

const COLLECTION = 'risk-order-activities';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The time range that gives each status (paused: a running one, then paused). */
const RANGES: Record<ActivityStatus, [number, number]> = {
    not_started: [30, 40],
    in_progress: [-1, 5],
    paused: [-1, 5],
    ended: [-20, -10],
};

const REASONS: Record<ActivityChange, string> = {
    pause: 'Only an activity in progress can be paused',
    restart: 'Only a paused activity can be restarted',
    end: 'Only an activity in progress or paused can be ended',
    delete: 'Only an activity not yet started or ended can be deleted',
    copy: 'This activity cannot be copied',
};

const TOASTLESS_RESULT: Record<ActivityChange, (before: Record<string, unknown>) => Partial<Record<string, unknown>>> = {
    pause: () => ({ status: 'paused' }),
    restart: () => ({ status: 'in_progress' }),
    end: () => ({ status: 'ended' }),
    delete: before => ({ id: before.id }),
    copy: before => ({ activityName: before.activityName, skuIds: before.skuIds, status: 'not_started' }),
};

const statusCall = (token: string, id: number, action: string, site = 'in') =>
    call<Envelope<Record<string, unknown> | null>>(`/activity-status/${COLLECTION}/${id}/${action}`, { token, site, method: 'POST', json: {} });

let skuCursor = 0;
/** An activity in the given status, on a SKU of its own (so copies and fixtures never share a SKU in time). */
const activityIn = async (client: KitClient, token: string, status: ActivityStatus) => {
    const skus = await client.all('skus');
    const held = new Set((await client.all(COLLECTION)).filter(row => row.status !== 'ended').flatMap(row => (row.skuIds as number[]).map(String)));
    const sku = skus.filter(row => !held.has(String(row.id)))[skuCursor++ % 5];
    const [from, to] = RANGES[status];
    const created = await client.create(COLLECTION, {
        activityName: `Watch ${status}`,
        startTime: at(from),
        endTime: at(to),
        spuIds: [sku.spuId],
        skuIds: [sku.id],
        sellingPrice: 100,
        discounts: 5,
        lowestPrice: 90,
        emiPlanInterest: 12,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    if (status === 'paused') expect((await statusCall(token, created.body.id, 'pause')).body.code).toBe(200);
    const row: Record<string, unknown> & { id: number } = { ...created.body, status };
    return row;
};

const CASES = ACTIVITY_STATUSES.flatMap(status => ACTIVITY_CHANGES.map(action => [status, action, allowedActions(status).includes(action)] as const));

describe('the activity status call', () => {
    it.each(CASES)('from %s, %s: allowed %s', async (status, action, allowed) => {
        const client = await kitClient();
        const token = await signIn('admin');
        const before = await activityIn(client, token, status);
        const result = await statusCall(token, before.id, action);
        if (!allowed) {
            expect(result.body).toMatchObject({ code: 400, msg: REASONS[action], data: null });
            expect((await client.get(COLLECTION, before.id)).body.status).toBe(status);
            return;
        }
        expect(result.body.code, result.body.msg).toBe(200);
        expect(result.body.data).toMatchObject(TOASTLESS_RESULT[action](before));
        if (action === 'delete') expect((await client.get(COLLECTION, before.id)).status).toBe(404);
        if (action === 'copy') {
            expect(result.body.data!.id).not.toBe(before.id);
            // The copy runs next: as long as the original, from its end (or the next hour when that has passed).
            const copy = (await client.get(COLLECTION, result.body.data!.id as number)).body;
            const length = Date.parse(String(before.endTime)) - Date.parse(String(before.startTime));
            const nextHour = Math.ceil((Date.now() + 1) / 3_600_000) * 3_600_000;
            expect(Date.parse(String(copy.startTime))).toBe(Math.max(Date.parse(String(before.endTime)), nextHour));
            expect(Date.parse(String(copy.endTime)) - Date.parse(String(copy.startTime))).toBe(length);
        }
    });

    it('restart of a paused activity whose time has passed leaves it ended', async () => {
        const client = await kitClient();
        const token = await signIn('admin');
        const paused = await activityIn(client, token, 'paused');
        // A paused activity may be edited: its end moved into the past, then restarted.
        const edited = await client.update(COLLECTION, paused.id, { startTime: at(-5), endTime: at(-1) });
        expect(edited.status).toBe(200);
        expect((await statusCall(token, paused.id, 'restart')).body.data).toMatchObject({ status: 'ended' });
    });

    it('a REST write cannot edit a running activity, set a status or delete a running one', async () => {
        const client = await kitClient();
        const token = await signIn('admin');
        const running = await activityIn(client, token, 'in_progress');
        const edit = await client.update(COLLECTION, running.id, { activityName: 'Renamed' });
        expect(edit.status).toBe(400);
        expect(edit.body.msg).toBe('Only an activity not yet started or paused can be edited');
        const coming = await activityIn(client, token, 'not_started');
        const setStatus = await client.update(COLLECTION, coming.id, { status: 'ended' });
        expect(setStatus.body.msg).toBe('The status changes only through the pause, restart and end actions');
        const removed = await call<Envelope>(`/${COLLECTION}/${running.id}`, { token, site: 'in', method: 'DELETE' });
        expect(removed.status).toBe(400);
        expect(removed.body.msg).toBe('Only an activity not yet started or ended can be deleted');
        expect((await client.get(COLLECTION, running.id)).status).toBe(200);
    });

    it('answers only the accounts of the screen, on their own site', async () => {
        const client = await kitClient();
        const admin = await signIn('admin');
        const running = await activityIn(client, admin, 'in_progress');
        // finance has no /activities screens.
        expect((await statusCall(await signIn('finance'), running.id, 'pause')).body.code).toBe(403);
        // Another site's activity is not found from here.
        expect((await statusCall(admin, running.id, 'pause', 'cn')).body.code).toBe(404);
        expect((await statusCall(admin, running.id, 'fly')).body).toMatchObject({ code: 400, msg: 'Bad request: unknown action fly' });
    });
});
