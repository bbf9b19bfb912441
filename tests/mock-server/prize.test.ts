/**
 * The /prize group through the mock's REST contract: a coupon template that skips the form is refused with the
 * validator's text (the same cases as tests/resources/prize/couponTemplates.test.ts), the R code is checked against
 * the site's SPUs on the server, and codes generated for a template are found in the code query.
 */
import { describe, expect, it } from 'vitest';
import { kitClient } from '../support/kitRest';
import { BAD_TEMPLATES, GOOD_CHANGES, VALID_TEMPLATE } from '../resources/prize/couponTemplateCases';
import { call, signIn, type Envelope } from './client';

const R_CODE_TEXT = 'An R code must match exactly one SPU';
let serial = 0;
const fresh = (change: Record<string, unknown> = {}) => ({ ...VALID_TEMPLATE, templateCode: `CTT${String((serial += 1)).padStart(5, '0')}`, ...change });

describe('coupon templates through the REST contract', () => {
    it.each(BAD_TEMPLATES)('refuses %s: 400 at the field, the same text, nothing written', async (_what, change, field, text) => {
        const client = await kitClient();
        const before = (await client.all('coupon-templates')).length;
        const refused = await client.create('coupon-templates', fresh(change));
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
        expect((await client.all('coupon-templates')).length).toBe(before);
    });

    it('refuses a bad change to an existing template too (PUT), and keeps the stored one', async () => {
        const client = await kitClient();
        const created = await client.create('coupon-templates', fresh());
        expect(created.status).toBe(201);
        const refused = await client.update('coupon-templates', created.body.id, { ...created.body, limitedValue: 100 });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe('Limited value must be greater than discount value');
        expect((await client.get('coupon-templates', created.body.id)).body.limitedValue).toBe(5000);
    });

    it.each(GOOD_CHANGES)('accepts %s, stamped with its site and creation time', async (_what, change) => {
        const client = await kitClient();
        const created = await client.create('coupon-templates', fresh(change));
        expect(created.status).toBe(201);
        expect(created.body.siteCode).toBe('in');
        expect(Date.parse(String(created.body.createTime))).toBeGreaterThan(Date.now() - 60_000);
    });

    it('checks an R code against the site’s SPUs: none or several refused, exactly one accepted', async () => {
        const client = await kitClient();
        const [spu] = await client.all('spu', {}, ['id', 'ASC']);
        const modelCode = String(spu.modelCode);
        const none = await client.create('coupon-templates', fresh({ rType: 'r_code', rCode: 'ZZ9999Z' }));
        expect(none.status).toBe(400);
        expect(none.body.msg).toBe(R_CODE_TEXT);
        expect(none.body.errors).toEqual({ rCode: 'resources.coupon-templates.validation.r_code_one_spu' });

        const one = await client.create('coupon-templates', fresh({ rType: 'r_code', rCode: modelCode.toLowerCase() }));
        expect(one.status).toBe(201);

        // A second SPU with the same model code: the code now names two SPUs.
        const { id: _id, ...copy } = spu;
        const twin = await client.create('spu', { ...copy, spuId: 'SPUTWIN01' });
        expect(twin.status).toBe(201);
        const several = await client.create('coupon-templates', fresh({ rType: 'r_code', rCode: modelCode }));
        expect(several.status).toBe(400);
        expect(several.body.msg).toBe(R_CODE_TEXT);
    });

    it('matches an R code only among the SPUs of the request’s site', async () => {
        const india = await kitClient('admin', 'in');
        const china = await kitClient('admin', 'cn');
        const indianCodes = new Set((await india.all('spu')).map(spu => String(spu.modelCode)));
        const [chinese] = (await china.all('spu')).filter(spu => !indianCodes.has(String(spu.modelCode)));
        expect((await china.create('coupon-templates', fresh({ rType: 'r_code', rCode: chinese.modelCode }))).status).toBe(201);
        const refused = await india.create('coupon-templates', fresh({ rType: 'r_code', rCode: chinese.modelCode }));
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(R_CODE_TEXT);
    });

    it('seeds only templates its rules accept', async () => {
        const client = await kitClient();
        for (const template of await client.all('coupon-templates')) {
            const saved = await client.update('coupon-templates', template.id, template);
            expect(saved.status, `${String(template.templateCode)}: ${String(saved.body.msg)}`).toBe(200);
        }
    });
});

describe('coupon codes generated for a template', () => {
    const generate = async (token: string, id: unknown, count: unknown, site = 'in') =>
        (await call<Envelope<{ batchNo: string; codes: string[] }>>(`/prize/coupon-templates/${String(id)}/codes`, { token, site, json: { count } })).body;

    it('generates unique codes, found in the code query by code and by template', async () => {
        const token = await signIn('pz');
        const client = await kitClient('pz');
        const [template] = await client.all('coupon-templates', {}, ['id', 'ASC']);
        const answer = await generate(token, template.id, 5);
        expect(answer.code).toBe(200);
        expect(answer.data.codes).toHaveLength(5);
        expect(new Set(answer.data.codes).size).toBe(5);
        expect(answer.data.codes.every(code => code.startsWith(`${String(template.templateCode)}-`))).toBe(true);
        const found = await client.all('coupon-codes', { couponCode_q: answer.data.codes[2] });
        expect(found.map(row => [row.couponCode, row.templateId, row.status, row.batchNo])).toEqual([
            [answer.data.codes[2], template.id, 'unused', answer.data.batchNo],
        ]);
        const batch = await client.all('coupon-codes', { templateId: template.id, batchNo: answer.data.batchNo });
        expect(batch.map(row => row.couponCode).sort()).toEqual([...answer.data.codes].sort());
    });

    it.each([0, 1001, 2.5, 'ten'])('refuses a count of %o with the dialog’s text, generating nothing', async count => {
        const token = await signIn('admin');
        const client = await kitClient();
        const before = (await client.all('coupon-codes')).length;
        const [template] = await client.all('coupon-templates', {}, ['id', 'ASC']);
        expect(await generate(token, template.id, count)).toMatchObject({ code: 400, msg: 'Generate between 1 and 1000 codes at a time' });
        expect((await client.all('coupon-codes')).length).toBe(before);
    });

    it('refuses another site’s template (404) and accounts without the template screens (403)', async () => {
        const admin = await signIn('admin');
        const [chinese] = await (await kitClient('admin', 'cn')).all('coupon-templates', {}, ['id', 'ASC']);
        expect((await generate(admin, chinese.id, 1, 'in')).code).toBe(404);
        expect((await generate(await signIn('csso'), chinese.id, 1, 'cn')).code).toBe(403);
    });
});

describe('/prize roles (spec section 6)', () => {
    it.each([
        // csso and pm read templates where their screens name one (code query, coupon rules, group codes).
        ['coupon-templates', ['admin', 'qa', 'pz', 'os', 'csso', 'pm'], ['csm', 'finance']],
        ['prizes', ['admin', 'qa', 'pz', 'os'], ['csso', 'pm', 'csm']],
        ['coupons', ['admin', 'qa', 'pz', 'os', 'csso'], ['pm', 'csm']],
        ['coupon-codes', ['admin', 'qa', 'pz', 'os', 'csso'], ['pm', 'csm']],
    ])('%s answers %o and refuses %o', async (collection, allowed, refused) => {
        for (const role of allowed) expect((await call(`/${collection}`, { token: await signIn(role), site: 'in' })).status, role).toBe(200);
        for (const role of refused) expect((await call(`/${collection}`, { token: await signIn(role), site: 'in' })).status, role).toBe(403);
    });

    it.each(['csso', 'pm'])('lets %s read coupon templates but not write them', async role => {
        const token = await signIn(role);
        expect((await call('/coupon-templates', { token, site: 'in', json: { ...VALID_TEMPLATE, templateCode: `CTROLE${role}` } })).status).toBe(403);
    });
});
