/**
 * The support website's content over the mock (/supportPage): the rules each folder writes down once, as a caller
 * meets them (400 with the rule's text at the field), the repair-progress page's steps read from the repair flow,
 * the "Email us" messages' flow, and the dashboard's overdue repairs counted from the seeded requests' service levels.
 */
import { describe, expect, it } from 'vitest';
import { call, signIn, type Envelope } from './client';
import { kitClient } from '../support/kitRest';
import { REPAIR_FLOW } from '../../resources/repair-requests/flow';
import { dueTimeOf, type HistoryEntry } from '../../resources/service-requests-common/flow';
import { DASHBOARD_CARDS } from '../../resources/dashboard/cards';

describe('/supportPage rules over the mock', () => {
    it('refuses a spare-part price with a code not in the manual’s form, with the rule’s text, and keeps a good one', async () => {
        const client = await kitClient('csm');
        const [model] = await client.all('service-models');
        const part = { modelId: model.id, partName: 'Display assembly', partCategory: 'display', partCode: 'dsp12', partPrice: 8499, labourCharge: 450, status: 'online' };
        const refused = await client.create('spare-part-prices', part);
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe('Enter the code as the service manual prints it: 3 capitals, a hyphen, 4 to 12 capitals or digits (DSP-00012)');
        expect(Object.keys(refused.body.errors ?? {})).toEqual(['partCode']);
        expect((await client.create('spare-part-prices', { ...part, partCode: 'DSP-77001', partPrice: 8499.505 })).body.msg).toBe('At most two decimals');
        const saved = await client.create('spare-part-prices', { ...part, partCode: 'DSP-77001' });
        expect(saved.status).toBe(201);
        expect((await client.all('spare-part-prices', { partCode_q: 'DSP-77001' })).map(row => row.partPrice)).toEqual([8499]);
    });

    it('sells each Care+ cover for its own durations, and keeps one plan’s bands of device prices apart', async () => {
        const client = await kitClient('csm');
        const [plan] = await client.all('care-plans', { planType: 'screen_damage' });
        const wrong = await client.update('care-plans', plan.id, { ...plan, durationMonths: 24 });
        expect(wrong.body.msg).toBe('This cover is sold for 6 / 12 months');
        const items = await client.all('care-plan-items', { planId: plan.id }, ['devicePriceFrom', 'ASC']);
        expect(items.length).toBeGreaterThan(1);
        const [first, second] = items;
        const overlapping = await client.create('care-plan-items', { ...first, id: undefined, devicePriceFrom: Number(first.devicePriceTo) - 1, devicePriceTo: Number(second.devicePriceFrom) + 1 });
        expect(overlapping.body.errors?.devicePriceFrom).toEqual({ message: 'resources.care-plan-items.validation.band_overlap', args: { from: first.devicePriceFrom, to: first.devicePriceTo } });
        const upsideDown = await client.update('care-plan-items', first.id, { ...first, devicePriceTo: first.devicePriceFrom });
        expect(upsideDown.body.msg).toBe('The band ends above where it starts');
    });

    it('checks a software release’s build, checksum and package; a UI key once a language', async () => {
        const client = await kitClient('csm');
        const [release] = await client.all('software-releases');
        expect((await client.update('software-releases', release.id, { ...release, md5: 'ABC' })).body.msg).toBe('Enter the MD5 checksum: 32 characters 0–9 and a–f');
        expect((await client.update('software-releases', release.id, { ...release, fileUrl: 'https://cdn.example.com/rom/notes.pdf' })).body.errors).toEqual({
            fileUrl: 'resources.software-releases.validation.package',
        });
        const [text] = await client.all('support-texts');
        const twin = await client.create('support-texts', { textKey: text.textKey, language: text.language, text: 'Again' });
        expect(twin.body.msg).toBe('This key already has a text in this language');
        const created = await client.create('support-texts', { textKey: 'home.banner.title', language: 'en-IN', text: 'Help for your phone' });
        expect(created.body).toMatchObject({ module: 'home', language: 'en-IN' });
    });

    it('names every repair state on the progress detail page, each with its own label', async () => {
        const client = await kitClient('csm');
        const [page] = await client.all('repair-progress-details');
        const steps = Object.keys(page).filter(key => key.startsWith('step_'));
        expect(steps).toEqual(REPAIR_FLOW.statuses.map(status => `step_${status}`));
        const repeated = await client.update('repair-progress-details', page.id, { ...page, step_repaired: page.step_requested });
        expect(repeated.body.msg).toBe('Another step already reads like this: give each state its own label');
    });
});

describe('"Email us" messages as service requests', () => {
    it('answers a new message within 24 hours, with a reply required, and closes it for good', async () => {
        const client = await kitClient('csm');
        const fresh = await client.all('support-tickets', { status: 'new' });
        expect(fresh.length).toBeGreaterThan(0);
        for (const row of fresh) expect(Date.parse(String(row.dueTime)) - Date.parse((row.history as HistoryEntry[]).at(-1)!.at)).toBe(24 * 3_600_000);
        const token = await signIn('csm');
        const act = async (id: number, action: string, note = '') =>
            (await call<Envelope<Record<string, unknown>>>(`/service-requests/support-tickets/${id}/${action}`, { token, site: 'in', json: { note } })).body;
        expect(await act(fresh[0].id, 'reply')).toMatchObject({ code: 400, msg: 'Give the reason' });
        const replied = await act(fresh[0].id, 'reply', 'Please update to the latest software and tell us if it restarts again.');
        expect(replied.data).toMatchObject({ status: 'replied', dueTime: null, overdue: false });
        expect((replied.data.history as HistoryEntry[]).at(-1)).toMatchObject({ action: 'reply', from: 'new', to: 'replied', note: 'Please update to the latest software and tell us if it restarts again.' });
        expect((await act(fresh[0].id, 'close', 'Solved by the update')).data).toMatchObject({ status: 'closed' });
        expect(await act(fresh[0].id, 'reply', 'One more thing')).toMatchObject({ code: 400, msg: 'This move is not allowed while the request is Closed' });
    });
});

describe('the dashboard’s overdue repairs', () => {
    // tests/mock-server/dashboard.test.ts checks that every card counts what its list's call answers.
    it('opens the repairs list on the open repairs past the due time their state’s service level gives', async () => {
        const client = await kitClient('csm');
        const repairs = await client.all('repair-requests');
        const now = Date.now();
        const pastDue = repairs.filter(row => {
            const history = row.history as HistoryEntry[];
            const due = dueTimeOf(REPAIR_FLOW, String(row.status), history.at(-1)!.at);
            return due !== null && Date.parse(due) < now;
        });
        const card = DASHBOARD_CARDS.find(candidate => candidate.key === 'repairs_overdue')!;
        expect(card).toMatchObject({ area: 'service', path: '/supportPage/repair', collection: 'repair-requests' });
        const listed = await client.all('repair-requests', card.filter({ now: new Date(now), account: 'csm' }));
        expect(pastDue.length).toBeGreaterThan(0);
        expect(listed.map(row => row.id).sort()).toEqual(pastDue.map(row => row.id).sort());
    });
});
