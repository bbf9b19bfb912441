/**
 * The service website's after-sales screens over the mock, each rule its resource writes down once (rules.ts, run by
 * the form and the mock alike): refused writes answer the validator's text at the field, sound ones are stored.
 */
import { describe, expect, it } from 'vitest';
import { call, signIn, type Envelope } from './client';
import { kitClient } from '../support/kitRest';
import type { HistoryEntry } from '../../resources/service-requests-common/flow';

describe('after-sales settings of a site', () => {
    it("refuses a dead-on-arrival period past the replacement window and returns without reasons; keeps each market's policy", async () => {
        const client = await kitClient('csm');
        const [policy] = await client.all('aftersales-settings');
        expect(policy).toMatchObject({ returnWindowDays: 0, replacementWindowDays: 7, doaDays: 7 });
        const late = await client.update('aftersales-settings', policy.id, { ...policy, doaDays: 10 });
        expect(late.body.msg).toBe('The dead-on-arrival period lies within the replacement window');
        const noReasons = await client.update('aftersales-settings', policy.id, { ...policy, returnWindowDays: 7, returnReasons: [] });
        expect(noReasons.body.errors).toEqual({ returnReasons: 'resources.aftersales-settings.validation.reasons_needed' });
        const saved = await client.update('aftersales-settings', policy.id, { ...policy, returnWindowDays: 7, returnReasons: ['defective', 'wrong_item'] });
        expect(saved.status).toBe(200);
        const [eu] = await (await kitClient('csm', 'eu')).all('aftersales-settings');
        expect(eu).toMatchObject({ returnWindowDays: 14, refundMethods: ['original_payment'] });
    });
});

describe('the phone-check page and the live-chat entry', () => {
    it('needs {date} in the warranty answers only, https for the chat and hours that end after they start', async () => {
        const client = await kitClient('csm');
        const [page] = await client.all('phone-check-pages');
        const noDate = await client.update('phone-check-pages', page.id, { ...page, inWarrantyText: 'Genuine and under warranty.' });
        expect(noDate.body.msg).toBe('Write {date} where the warranty end date goes');
        const [chat] = await client.all('customer-service-settings');
        expect((await client.update('customer-service-settings', chat.id, { ...chat, entryUrl: 'http://chat.example.com' })).body.msg).toBe(
            'The chat opens over https: the address starts with https://',
        );
        expect((await client.update('customer-service-settings', chat.id, { ...chat, workingHours: '21:00-09:00' })).body.msg).toBe(
            'The end of the working hours comes after their start',
        );
        expect((await client.update('customer-service-settings', chat.id, { ...chat, workingHours: '9-21' })).body.msg).toBe('Write the hours as 09:00-21:00');
        expect((await client.update('customer-service-settings', chat.id, { ...chat, workingHours: '10:00-20:00' })).body.workingHours).toBe('10:00-20:00');
    });
});

describe('declarations, manuals and descriptions', () => {
    it('asks a declaration of conformity for its PDF, one manual edition per model, language and version, one online text per position and model', async () => {
        const client = await kitClient('csm');
        const declaration = { title: 'Declaration of conformity: Watch 3', declarationType: 'conformity', content: '<p>Complies.</p>', publishDate: '2026-01-10', status: 'online' };
        expect((await client.create('declarations', declaration)).body.msg).toBe('A declaration of conformity carries the signed PDF');
        expect((await client.create('declarations', { ...declaration, file: 'https://cdn.example.com/doc-watch-3.pdf' })).status).toBe(201);

        const [manual] = await client.all('user-manuals');
        const copy = { modelId: manual.modelId, language: manual.language, title: 'Second copy', version: manual.version, file: 'https://cdn.example.com/m.pdf', publishDate: '2026-01-10', status: 'online' };
        expect((await client.create('user-manuals', copy)).body.msg).toBe('This model already has this version of the manual in this language');
        expect((await client.create('user-manuals', { ...copy, version: '2.0' })).body.msg).toBe('A version reads V1.0 or V2.1.3');
        expect((await client.create('user-manuals', { ...copy, version: 'V9.0' })).status).toBe(201);

        const general = (await client.all('service-descriptions', { position: 'service_fee', status: 'online' }))[0];
        const second = { position: 'service_fee', title: 'Service fees 2026', content: '<p>Fees.</p>', modelIds: [], language: general.language, status: 'online' };
        expect((await client.create('service-descriptions', second)).body.msg).toBe(`The online text "${String(general.title)}" already covers this position, language and model`);
        expect((await client.create('service-descriptions', { ...second, status: 'offline' })).status).toBe(201);
    });
});

describe('express delivery fees and the product-category tree', () => {
    it('refuses a free buyer fee, a free-from amount on a brand-paid fee, a second enabled fee of a courier to a province, a category under itself', async () => {
        const client = await kitClient('csm');
        const [fee] = await client.all('express-delivery-fees', { status: 'enabled' });
        const again = { provinceId: fee.provinceId, courier: String(fee.courier).toUpperCase(), feeAmount: 120, payer: 'user', status: 'enabled' };
        expect((await client.create('express-delivery-fees', again)).body.msg).toBe('This courier already has an enabled fee for this province');
        expect((await client.create('express-delivery-fees', { ...again, courier: 'Ekart', feeAmount: 0 })).body.msg).toBe('A fee the buyer pays is above 0');
        expect((await client.create('express-delivery-fees', { ...again, courier: 'Ekart', payer: 'brand', freeAbove: 999 })).body.errors).toEqual({
            freeAbove: 'resources.express-delivery-fees.validation.brand_free',
        });
        const categories = await client.all('service-categories');
        const smartphones = categories.find(row => row.name === 'Smartphones')!;
        expect(categories.filter(row => row.parentId === smartphones.id).map(row => row.name)).toEqual(['Number series', 'Note series', 'Pro series']);
        const series = categories.find(row => row.name === 'Note series')!;
        expect((await client.update('service-categories', smartphones.id, { ...smartphones, parentId: series.id })).body.errors).toEqual({ parentId: 'resources.kit.validation.parent_cycle' });
    });
});

describe('service applications as service requests', () => {
    it('asks a return for its order and a repair for its fault; moves an application submitted → accepted → in progress → completed', async () => {
        const client = await kitClient('csm');
        const [model] = await client.all('service-models');
        const application = { serviceType: 'return', customerName: 'Kavya Menon', mobile: '9876543210', modelId: model.id, imei: '356938035643809', address: '12 MG Road, Bengaluru' };
        expect((await client.create('service-applications', application)).body.msg).toBe('A return or a replacement names its order');
        expect((await client.create('service-applications', { ...application, serviceType: 'repair' })).body.msg).toBe('A repair names its fault');
        const created = await client.create('service-applications', { ...application, orderNo: 'OMS260000037' });
        expect(created.body).toMatchObject({ status: 'submitted', overdue: false });
        const token = await signIn('csm');
        const act = async (action: string, note = '') =>
            (await call<Envelope<Record<string, unknown>>>(`/service-requests/service-applications/${created.body.id}/${action}`, { token, site: 'in', json: { note } })).body;
        expect(await act('complete')).toMatchObject({ code: 400, msg: 'This move is not allowed while the request is Submitted' });
        await act('accept');
        await act('start');
        const done = await act('complete');
        expect((done.data.history as HistoryEntry[]).map(entry => entry.to)).toEqual(['submitted', 'accepted', 'in_progress', 'completed']);
        expect(done.data).toMatchObject({ status: 'completed', dueTime: null });
    });
});
