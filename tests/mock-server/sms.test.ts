/**
 * The /sms group through the mock's contract: a template that skips the form is refused with the validator's text
 * (the cases of tests/resources/sms/smsCases.ts), a manual send is refused while a variable is missing and
 * otherwise runs as a task that lands in the send log as one batch of masked, filled messages when it ends, then
 * takes the provider's receipts; only the manual send's users may send. A plan's subscriber count is the
 * subscriptions waiting for its product.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitClient, type KitRow } from '../support/kitRest';
import { taskRow } from '../support/files';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import { BAD_SMS_TEMPLATES, VALID_SMS_TEMPLATE } from '../resources/sms/smsCases';
import { call, signIn, type Envelope } from './client';

let serial = 0;
const fresh = (change: Record<string, unknown> = {}) => ({ ...VALID_SMS_TEMPLATE, templateCode: `SMS_T_${(serial += 1)}`, ...change });

interface SendAnswer extends Envelope<{ batchNo: string; recipients: number; invalid: number; duplicate: number; task: AsyncTask } | null> {
    errors?: Record<string, unknown>;
}

const send = async (account: string, body: Record<string, string>) => {
    const token = await signIn(account);
    return (await call<SendAnswer>('/sms/manual/send', { token, site: 'in', method: 'POST', json: body })).body;
};

describe('message templates through the REST contract', () => {
    it.each(BAD_SMS_TEMPLATES)('refuses %s: 400 at the field, the same text', async (_what, change, field, text) => {
        const client = await kitClient();
        const refused = await client.create('sms-templates', fresh(change));
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
    });

    it('stores a valid template with its SMS count computed by the server', async () => {
        const client = await kitClient();
        const created = await client.create('sms-templates', fresh({ characters: 1, smsParts: 9 }));
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ encoding: 'gsm7', characters: 78, smsParts: 1, siteCode: 'in' });
    });
});

describe('the manual send', () => {
    const templateFor = async () => {
        const client = await kitClient();
        const created = await client.create('sms-templates', fresh());
        return { client, id: String(created.body.id) };
    };

    it('is refused while a variable has no value, naming it, and writes nothing', async () => {
        const { client, id } = await templateFor();
        const before = (await client.all('sms-logs')).length;
        const answer = await send('admin', { templateId: id, variables: JSON.stringify({ name: 'Priya', link: 'x' }), recipients: '9876543210', sendType: 'now' });
        expect(answer).toMatchObject({ code: 400, msg: 'Give a value for every variable: orderId', data: null });
        expect(Object.keys(answer.errors ?? {})).toEqual(['variables']);
        expect((await client.all('sms-logs')).length).toBe(before);
    });

    it('refuses a closed template and a list without a valid number', async () => {
        const { client, id } = await templateFor();
        const variables = JSON.stringify({ name: 'Priya', orderId: 'IN1', link: 'x' });
        expect((await send('admin', { templateId: id, variables, recipients: '12345', sendType: 'now' })).msg).toBe('Give at least one valid mobile number');
        await client.update('sms-templates', Number(id), { ...fresh(), status: 'closed', templateCode: `SMS_CLOSED_${id}` });
        expect((await send('admin', { templateId: id, variables, recipients: '9876543210', sendType: 'now' })).msg).toBe('This template is closed: enable it before sending');
    });

    it('answers 403 to an account without the manual send (finance)', async () => {
        const token = await signIn('finance');
        const answer = await call<Envelope>('/sms/manual/send', { token, site: 'in', method: 'POST', json: { templateId: '1', recipients: '9876543210', sendType: 'now' } });
        expect([answer.status, answer.body.code]).toContain(403);
    });
});

/** Moves the clock (Date only: fetch and MSW keep their real timers). */
let now = 0;
const later = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
};

describe('the manual send as a task', () => {
    beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        now = Date.UTC(2026, 10, 23, 9, 0, 0);
        vi.setSystemTime(now);
    });
    afterEach(() => vi.useRealTimers());

    const variables = JSON.stringify({ name: 'Priya', orderId: 'IN2611040001', link: 'https://nova.example/t/8K2' });
    const templateFor = async () => {
        const client = await kitClient();
        return { client, id: String((await client.create('sms-templates', fresh())).body.id) };
    };
    const batchOf = (client: Awaited<ReturnType<typeof kitClient>>, batchNo: string) => client.all('sms-logs', { batchNo }, ['mobile', 'ASC']);

    it('answers at once with the task and batch, logs the messages only when the task ends, then takes the receipts', async () => {
        const { client, id } = await templateFor();
        const token = await signIn('os');
        const recipients = ['mobile', '9876543200', '+91 98765 43200', '555', '9876543210', '8123456789'].join('\n');
        const answer = await send('os', { templateId: id, variables, recipients, sendType: 'now' });
        expect(answer.code).toBe(200);
        expect(answer.data).toMatchObject({ batchNo: 'MS261123000001', recipients: 3, invalid: 1, duplicate: 1 });
        const { task } = answer.data!;
        expect(task).toMatchObject({ taskType: 'upload', status: 'pending', progress: 0, fileName: 'sms-MS261123000001.txt', siteCode: 'in', creatorNumber: 'os' });
        expect(await batchOf(client, 'MS261123000001')).toEqual([]);

        later(1000);
        const running = await taskRow(token, task.id);
        expect(running.status).toBe('processing');
        expect(running.progress).toBe(50);
        expect(await batchOf(client, 'MS261123000001')).toEqual([]);

        later(1006);
        expect(await taskRow(token, task.id)).toMatchObject({ status: 'success', progress: 100, reason: null, finishTime: '2026-11-23T09:00:02.006Z' });
        const logged = await batchOf(client, 'MS261123000001');
        expect(logged.map(row => [row.mobile, row.status, row.source, row.sendTime])).toEqual([
            ['+91812••••789', 'submitted', 'manual', '2026-11-23T09:00:02.006Z'],
            ['+91987••••200', 'submitted', 'manual', '2026-11-23T09:00:02.006Z'],
            ['+91987••••210', 'submitted', 'manual', '2026-11-23T09:00:02.006Z'],
        ]);
        expect(logged[0].content).toBe('Hi Priya, order IN2611040001 has shipped. Track it: https://nova.example/t/8K2');

        // The provider's receipts, half a minute after the send: one in twenty fails, the same ones every time.
        later(29_000);
        expect((await batchOf(client, 'MS261123000001')).map(row => row.status)).toEqual(['submitted', 'submitted', 'submitted']);
        later(1_000);
        expect((await batchOf(client, 'MS261123000001')).map(row => [row.mobile, row.status, row.failReason])).toEqual([
            ['+91812••••789', 'delivered', ''],
            ['+91987••••200', 'failed', 'Operator rejected: template mismatch'],
            ['+91987••••210', 'delivered', ''],
        ]);
    });

    it('logs a scheduled batch at its send time, and settles it only after that time', async () => {
        const { client, id } = await templateFor();
        const scheduledTime = '2026-11-23T09:10:00.000Z';
        const answer = await send('os', { templateId: id, variables, recipients: '9876543210', sendType: 'scheduled', scheduledTime });
        expect(answer.data).toMatchObject({ batchNo: 'MS261123000001', recipients: 1 });
        later(5_000);
        expect((await batchOf(client, 'MS261123000001')).map(row => [row.status, row.sendTime])).toEqual([['submitted', scheduledTime]]);
        later(10 * 60_000);
        expect((await batchOf(client, 'MS261123000001')).map(row => row.status)).toEqual(['submitted']);
        later(30_000);
        expect((await batchOf(client, 'MS261123000001')).map(row => row.status)).toEqual(['delivered']);
    });

    it('takes 10,000 numbers in one answer and writes the 10,000 messages when the task ends', async () => {
        const { client, id } = await templateFor();
        const token = await signIn('admin');
        const recipients = Array.from({ length: 10_000 }, (_, index) => `9${String(index).padStart(9, '0')}`).join('\n');
        const answer = await send('admin', { templateId: id, variables, recipients, sendType: 'now' });
        expect(answer.data).toMatchObject({ recipients: 10_000, invalid: 0, duplicate: 0 });
        later(4_000);
        expect((await taskRow(token, answer.data!.task.id)).status).toBe('success');
        const page = await client.list('sms-logs', { filter: { batchNo: answer.data!.batchNo }, range: [0, 0] });
        expect(page.headers.get('Content-Range')).toBe('sms-logs 0-0/10000');
        later(30_000);
        const failed = await client.list('sms-logs', { filter: { batchNo: answer.data!.batchNo, status: 'failed' }, range: [0, 0] });
        const delivered = await client.list('sms-logs', { filter: { batchNo: answer.data!.batchNo, status: 'delivered' }, range: [0, 0] });
        const totalOf = (result: typeof failed) => Number(result.headers.get('Content-Range')!.split('/')[1]);
        expect(totalOf(failed) + totalOf(delivered)).toBe(10_000);
        // About one in twenty.
        expect(totalOf(failed)).toBeGreaterThan(400);
        expect(totalOf(failed)).toBeLessThan(600);
    });
});

describe('subscriber counts of the subscription products', () => {
    /** Who a plan reaches, written out: the site's waiting subscriptions to its SKU or to its whole SPU. */
    const waitingFor = (plan: KitRow, subscriptions: readonly KitRow[]) =>
        subscriptions.filter(
            row => row.notifyStatus === 'waiting' && row.spuId === plan.spuId && (plan.skuId === null || row.targetType === 'spu' || row.skuId === plan.skuId),
        );

    it('are the subscriptions waiting for each product, one fewer after a notice, and refused when a write changes them', async () => {
        const client = await kitClient('os');
        const plans = await client.all('sms-sub-products', {}, ['id', 'ASC']);
        const subscriptions = await client.all('sms-subscriptions');
        expect(plans.map(plan => plan.subscriberCount)).toEqual(plans.map(plan => waitingFor(plan, subscriptions).length));
        const plan = plans.find(row => waitingFor(row, subscriptions).length > 0)!;
        const [subscription] = waitingFor(plan, subscriptions);
        const before = Number(plan.subscriberCount);
        expect((await client.update('sms-subscriptions', subscription.id, { ...subscription, notifyStatus: 'notified' })).status).toBe(200);
        expect((await client.get('sms-sub-products', plan.id)).body.subscriberCount).toBe(before - 1);

        const changed = await client.update('sms-sub-products', plan.id, { ...plan, subscriberCount: 500 });
        expect(changed.status).toBe(400);
        expect(changed.body.msg).toBe('The subscriber count is the server’s: the subscriptions still waiting for this product');
    });
});

describe('products open to SMS subscription', () => {
    it('refuses a template that is not an enabled arrival SMS, a second plan for a SKU, and a SKU of another SPU', async () => {
        const client = await kitClient();
        const [plan] = await client.all('sms-sub-products', {}, ['id', 'ASC']);
        const otp = (await client.all('sms-templates', { scenario: 'otp', channel: 'sms' }))[0];
        const { id: _id, ...copy } = plan;
        const again = await client.create('sms-sub-products', copy);
        expect(again.status).toBe(400);
        expect(again.body.errors).toEqual({ skuId: 'resources.sms-sub-products.validation.one_plan' });
        const wrongTemplate = await client.update('sms-sub-products', plan.id, { ...plan, templateId: otp.id });
        expect(wrongTemplate.body.msg).toBe('Choose an enabled SMS template for back in stock or pre-booking');
        const otherSpu = (await client.all('skus')).find(sku => sku.spuId !== plan.spuId)!;
        const wrongSku = await client.update('sms-sub-products', plan.id, { ...plan, skuId: otherSpu.id });
        expect(wrongSku.body.msg).toBe('This SKU is not one of the SPU’s');
    });
});

describe('SMS arrival subscriptions', () => {
    it('notifies a waiting subscriber now, stamping the time, and refuses a SKU on an SPU subscription', async () => {
        const client = await kitClient('os');
        const [waiting] = await client.all('sms-subscriptions', { notifyStatus: 'waiting', targetType: 'sku' });
        const notified = await client.update('sms-subscriptions', waiting.id, { ...waiting, notifyStatus: 'notified' });
        expect(notified.status).toBe(200);
        expect(Date.parse(String(notified.body.notifyTime))).toBeGreaterThan(Date.now() - 60_000);
        const bySpu = await client.update('sms-subscriptions', waiting.id, { ...waiting, targetType: 'spu' });
        expect(bySpu.body.msg).toBe('A subscription to an SPU names no SKU');
    });
});

describe('live-stream sessions through the REST contract', () => {
    it('starts a new session not started and moves it only along the status table', async () => {
        const client = await kitClient();
        const [sku] = await client.all('skus', {}, ['id', 'ASC']);
        const session = {
            title: 'E2E launch live',
            anchor: 'Ananya Rao',
            platform: 'youtube',
            streamUrl: 'https://live.example/e2e',
            startTime: '2026-12-01T13:00:00.000Z',
            endTime: '2026-12-01T15:00:00.000Z',
            products: [{ skuId: sku.id, livePrice: Number(sku.sellingPrice) + 1, stock: 10 }],
        };
        const tooDear = await client.create('live-streams', session);
        expect(tooDear.body.msg).toBe(`The live price of ${String(sku.skuId)} is above its selling price`);
        const created = await client.create('live-streams', { ...session, products: [{ skuId: sku.id, livePrice: 1, stock: 10 }] });
        expect(created.body.status).toBe('not_started');
        const started = await client.update('live-streams', created.body.id, { ...created.body, status: 'live' });
        expect(started.body.status).toBe('live');
        const ended = await client.update('live-streams', created.body.id, { ...started.body, status: 'ended' });
        expect(ended.status).toBe(200);
        const back = await client.update('live-streams', created.body.id, { ...ended.body, status: 'live' });
        expect(back.status).toBe(400);
        expect(back.body.msg).toBe('The status “ended” cannot change to “live”');
    });

    it('refuses a client that marks a delivered SMS failed or a notified subscriber waiting', async () => {
        const client = await kitClient();
        const [delivered] = await client.all('sms-logs', { status: 'delivered' });
        expect((await client.update('sms-logs', delivered.id, { ...delivered, status: 'failed' })).status).toBe(400);
        const [notified] = await client.all('sms-subscriptions', { notifyStatus: 'notified' });
        expect((await client.update('sms-subscriptions', notified.id, { ...notified, notifyStatus: 'waiting' })).body.msg).toBe('The status “notified” cannot change to “waiting”');
    });
});

describe('app pushes through the REST contract', () => {
    it('starts a draft, is sent and cancelled only along its table, and refuses a bad template code', async () => {
        const client = await kitClient();
        const push = { templateCode: 'PUSH_E2E_01', title: 'Test', content: 'A test push', linkType: 'none', platform: 'all', audience: 'all', sendTime: '2026-12-01T10:00:00.000Z' };
        const badCode = await client.create('app-pushes', { ...push, templateCode: 'push e2e' });
        expect(badCode.body.msg).toBe('A template code is 3 to 40 capitals, digits or _, starting with a letter');
        const created = await client.create('app-pushes', { ...push, status: 'sent', sentCount: 99 });
        // A new push starts as a draft: a client cannot create it sent.
        expect(created.body.msg).toBe('The status “” cannot change to “sent”');
        const draft = await client.create('app-pushes', push);
        expect(draft.body).toMatchObject({ status: 'draft', sentCount: 0 });
        const scheduled = await client.update('app-pushes', draft.body.id, { ...draft.body, status: 'scheduled' });
        expect(scheduled.body.status).toBe('scheduled');
        const sent = await client.update('app-pushes', draft.body.id, { ...scheduled.body, status: 'sent' });
        expect(sent.body.msg).toBe('The status “scheduled” cannot change to “sent”');
    });

    it('leads where the redirect block says: an H5 link off the URL whitelist is refused at the link, naming it', async () => {
        const client = await kitClient();
        const push = { templateCode: 'PUSH_LINK_01', title: 'Sale', content: 'The sale is on', platform: 'all', audience: 'all', linkType: 'h5' };
        const missing = await client.create('app-pushes', push);
        expect(missing.body.errors).toMatchObject({ linkUrl: 'resources.kit.redirect.validation.required' });
        const offList = await client.create('app-pushes', { ...push, linkUrl: 'https://sale.example.co/now' });
        expect(offList.status).toBe(400);
        expect(offList.body.msg).toBe('https://sale.example.co/now is not in the URL whitelist: add its domain under App › URL whitelist, or choose an allowed link');
        const browser = await client.create('app-pushes', { ...push, linkType: 'browser_h5', linkUrl: 'https://old-campaign.example.org/sale' });
        expect(browser.status).toBe(400);
        const listed = await client.create('app-pushes', { ...push, linkUrl: 'https://www.example.com/event/festive-sale' });
        expect(listed.status).toBe(201);
        const product = await client.create('app-pushes', { ...push, templateCode: 'PUSH_LINK_02', linkType: 'product_detail', linkSpuId: 'ten' });
        expect(product.body.errors).toMatchObject({ linkSpuId: 'resources.kit.redirect.validation.wrong' });
    });
});
