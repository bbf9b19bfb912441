/**
 * The /factory master data (and the warehouses of /inventory) through the mock backend, as the screens use it:
 * lists filter, sort and page on the server with a Content-Range; writes that break a rule answer 400 with the
 * rule's key at its field and its English text; duplicates of a unique code are refused; the seeded data is
 * domain-true (check digits, GST state codes, pincodes in their states, prices under the MRP, PO totals and
 * receipts); and the role table decides who may call each collection.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { kitCollection } from '../../mock-server/db/kit';
import { gstinCheck, gtinDigit, luhnDigit } from '../../mock-server/db/kit/samples';
import { validateRecord } from '../../resources/kit/validate';
import { expectRestFailure, totalOf } from '../mock-server/client';
import { kitClient, type KitClient, type KitRow } from '../support/kitRest';

const FACTORY = ['skus', 'materials', 'pincodes', 'pin-basics', 'pincode-warehouses', 'states', 'purchase-orders', 'warehouses'] as const;

const kitOf = (collection: string) => {
    const kit = kitCollection(collection);
    if (!kit) throw new Error(`${collection} is not a kit collection`);
    return kit;
};
const moduleOf = (collection: string) => kitOf(collection).module;
const seedCount = (collection: string) => kitOf(collection).seed.count;

/** India's GST state codes, read independently of the mock's table: 01–38 except 25 (merged into 26) and 28 (pre-2014 AP). */
const GST_CODES = Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')).filter(code => code !== '25' && code !== '28');

/** The first digit of an Indian pincode is its postal region: the states each region covers (by state code). */
const POSTAL_REGIONS: Readonly<Record<string, readonly string[]>> = {
    '1': ['DL', 'HR', 'PB', 'HP', 'JK', 'CH', 'LA'],
    '2': ['UP', 'UK'],
    '3': ['RJ', 'GJ', 'DH'],
    '4': ['MH', 'MP', 'GA', 'CG'],
    '5': ['AP', 'TS', 'KA'],
    '6': ['TN', 'KL', 'PY', 'LD'],
    '7': ['WB', 'OD', 'AS', 'SK', 'AR', 'NL', 'MN', 'MZ', 'TR', 'ML', 'AN'],
    '8': ['BR', 'JH'],
};

const gtinValid = (code: unknown) => typeof code === 'string' && /^\d{13}$/.test(code) && gtinDigit(code.slice(0, 12)) === Number(code[12]);
const gstinValid = (code: unknown) =>
    typeof code === 'string' && /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(code) && gstinCheck(code.slice(0, 14)) === code[14];

let admin: KitClient;
beforeEach(async () => {
    admin = await kitClient('admin', 'in');
});

describe('lists: Content-Range, paging, sort and filters on the server', () => {
    it.each(FACTORY)('%s answers its seed rows page by page with Content-Range', async collection => {
        const total = seedCount(collection);
        const first = await admin.list(collection, { range: [0, 9], sort: ['id', 'ASC'] });
        expect(first.status).toBe(200);
        expect(first.headers.get('Content-Range')).toBe(`${collection} 0-9/${total}`);
        const second = await admin.list(collection, { range: [10, 19], sort: ['id', 'ASC'] });
        expect(second.headers.get('Content-Range')).toBe(`${collection} 10-${Math.min(19, total - 1)}/${total}`);
        const firstIds = new Set(first.body.map(row => row.id));
        expect(second.body.some(row => firstIds.has(row.id))).toBe(false);
        expect(Math.min(...second.body.map(row => row.id))).toBeGreaterThan(Math.max(...firstIds));
    });

    const FILTERS: readonly [collection: string, filter: Record<string, unknown>, check: (row: KitRow) => boolean][] = [
        ['skus', { status: 'off_shelf' }, row => row.status === 'off_shelf'],
        ['skus', { skuName_q: 'pro' }, row => String(row.skuName).toLowerCase().includes('pro')],
        ['materials', { materialType: 'accessory' }, row => row.materialType === 'accessory'],
        ['materials', { materialName_q: 'charger' }, row => /charger/i.test(String(row.materialName))],
        ['pincodes', { status: 'serviceable', codAvailable: 'true' }, row => row.status === 'serviceable' && row.codAvailable === true],
        ['pincodes', { pincode_q: '560' }, row => String(row.pincode).includes('560')],
        ['pin-basics', { zone: 'north_east' }, row => row.zone === 'north_east'],
        ['pin-basics', { postOffice_q: 'H.O' }, row => String(row.postOffice).endsWith('H.O')],
        ['pincode-warehouses', { status: 'enabled', pincode_q: '110' }, row => row.status === 'enabled' && String(row.pincode).includes('110')],
        ['states', { zone: 'south' }, row => row.zone === 'south'],
        ['states', { name_q: 'pradesh' }, row => /pradesh/i.test(String(row.name))],
        ['purchase-orders', { status: 'received' }, row => row.status === 'received'],
        ['purchase-orders', { createTime_gte: '2026-06-01', createTime_lte: '2026-09-30T23:59:59.999' }, row => {
            const time = String(row.createTime);
            return time >= '2026-06-01' && time <= '2026-09-30T23:59:59.999';
        }],
        ['warehouses', { type: 'own' }, row => row.type === 'own'],
        ['warehouses', { warehouseCode_q: 'WH-DEL' }, row => String(row.warehouseCode).startsWith('WH-DEL-')],
    ];

    it.each(FILTERS)('%s filtered by %j: exactly the matching rows', async (collection, filter, check) => {
        const everything = await admin.all(collection);
        const matched = await admin.all(collection, filter);
        expect(matched.length).toBeGreaterThan(0);
        expect(matched.every(check)).toBe(true);
        expect(matched.length).toBe(everything.filter(check).length);
    });

    it('q searches every field: a GTIN finds its SKU, a GSTIN its warehouse, a PO number its order', async () => {
        const [sku] = (await admin.list('skus', { range: [3, 3] })).body;
        expect((await admin.all('skus', { q: sku.gtinCode })).map(row => row.id)).toEqual([sku.id]);
        const [warehouse] = (await admin.list('warehouses', { range: [2, 2] })).body;
        expect((await admin.all('warehouses', { q: warehouse.gstin })).map(row => row.id)).toEqual([warehouse.id]);
        const [order] = (await admin.list('purchase-orders', { range: [5, 5] })).body;
        expect((await admin.all('purchase-orders', { q: order.poNo })).map(row => row.id)).toEqual([order.id]);
    });

    it('references filter by id: a state’s pincodes, a warehouse’s routes', async () => {
        const [karnataka] = await admin.all('states', { code: 'KA' });
        const pincodes = await admin.all('pin-basics', { stateId: karnataka.id });
        expect(pincodes.length).toBeGreaterThan(0);
        expect(pincodes.every(row => /^5[67]/.test(String(row.pincode)))).toBe(true);
        const [route] = (await admin.list('pincode-warehouses', { range: [0, 0] })).body;
        const routes = await admin.all('pincode-warehouses', { warehouseId: route.warehouseId });
        expect(routes.every(row => row.warehouseId === route.warehouseId)).toBe(true);
    });

    it.each([
        ['skus', 'mrp'],
        ['materials', 'gstRate'],
        ['states', 'gstStateCode'],
        ['purchase-orders', 'totalAmount'],
        ['pincodes', 'tatDays'],
    ] as const)('%s sorts by %s both ways over the whole list', async (collection, field) => {
        const up = (await admin.all(collection, {}, [field, 'ASC'])).map(row => row[field]);
        const down = (await admin.all(collection, {}, [field, 'DESC'])).map(row => row[field]);
        const numbers = (values: unknown[]) => values.map(value => (typeof value === 'number' ? value : Number(value)));
        expect(numbers(up)).toEqual([...numbers(up)].sort((a, b) => a - b));
        expect(numbers(down)).toEqual([...numbers(up)].reverse());
    });
});

describe('rules: 400 with the rule at its field and its English text', () => {
    it('a SKU’s selling price may equal its MRP but not exceed it', async () => {
        const sku = (await admin.get('skus', 1)).body;
        const refused = await admin.update('skus', sku.id, { sellingPrice: Number(sku.mrp) + 1 });
        expectRestFailure(refused, 400);
        expect(refused.body.errors).toEqual({ sellingPrice: 'resources.skus.validation.selling_price_above_mrp' });
        expect(refused.body.msg).toBe('The selling price may not exceed the MRP');
        expect((await admin.get('skus', sku.id)).body.sellingPrice).toBe(sku.sellingPrice);
        const accepted = await admin.update('skus', sku.id, { sellingPrice: sku.mrp });
        expect(accepted.status).toBe(200);
        expect(accepted.body.sellingPrice).toBe(sku.mrp);
    });

    it('a PO line may not receive more than was ordered; the message names the line', async () => {
        const [order] = await admin.all('purchase-orders', { status: 'partially_received' });
        const lines = order.lines as Record<string, number>[];
        const broken = lines.map((line, index) => (index === lines.length - 1 ? { ...line, receivedQty: line.qty + 1 } : line));
        const refused = await admin.update('purchase-orders', order.id, { lines: broken });
        expectRestFailure(refused, 400);
        expect(refused.body.errors?.lines).toEqual({ message: 'resources.purchase-orders.validation.line_over_received', args: { line: lines.length } });
        expect(refused.body.msg).toBe(`Line ${lines.length}: more received than ordered`);
    });

    it('goods are received only once a PO is approved, and a received PO is received in full', async () => {
        const [draft] = await admin.all('purchase-orders', { status: 'draft' });
        const lines = draft.lines as Record<string, number>[];
        const early = await admin.update('purchase-orders', draft.id, { lines: lines.map(line => ({ ...line, receivedQty: 1 })) });
        expectRestFailure(early, 400);
        expect(early.body.errors).toEqual({ status: 'resources.purchase-orders.validation.receipts_before_approval' });
        const notFull = await admin.update('purchase-orders', draft.id, { status: 'received' });
        expectRestFailure(notFull, 400);
        expect(notFull.body.msg).toBe('A received order has every line received in full');
        const full = await admin.update('purchase-orders', draft.id, { status: 'received', lines: lines.map(line => ({ ...line, receivedQty: line.qty })) });
        expect(full.status).toBe(200);
    });

    it('a PO’s totals are the server’s, from its lines, whatever the client sends', async () => {
        const [order] = await admin.all('purchase-orders', { status: 'draft' });
        const lines = [
            { materialId: null, skuId: 1, qty: 100, unitPrice: 1000, taxRate: 0.18, receivedQty: 0 },
            { materialId: 2, skuId: null, qty: 50, unitPrice: 20, taxRate: 0.12, receivedQty: 0 },
        ];
        const saved = await admin.update('purchase-orders', order.id, { lines, lineCount: 99, totalQty: 1, totalAmount: 1 });
        expect(saved.status).toBe(200);
        expect(saved.body).toMatchObject({ lineCount: 2, totalQty: 150, totalAmount: 118_000 + 1_120 });
    });

    it.each([
        ['a line without a material or SKU', { materialId: null, skuId: null, qty: 10, unitPrice: 1, taxRate: 0.18 }, 'Line 1: choose a material or a SKU'],
        ['a fractional quantity', { skuId: 1, qty: 2.5, unitPrice: 1, taxRate: 0.18 }, 'Line 1: the quantity must be a whole number of at least 1'],
        ['a tax rate above GST’s 28 %', { skuId: 1, qty: 2, unitPrice: 1, taxRate: 0.5 }, 'Line 1: the tax rate must be between 0% and 28%'],
    ])('a PO with %s is refused', async (_, line, message) => {
        const [order] = await admin.all('purchase-orders', { status: 'draft' });
        const refused = await admin.update('purchase-orders', order.id, { lines: [line] });
        expectRestFailure(refused, 400);
        expect(refused.body.msg).toBe(message);
    });

    it.each([
        ['states', { gstStateCode: '45' }, 'gstStateCode', 'A GST state code is two digits: 01 to 38, 97 or 99'],
        ['materials', { hsnCode: '85171' }, 'hsnCode', 'An HSN code is 4, 6 or 8 digits'],
        ['pin-basics', { pincode: '012345' }, 'pincode', 'A pincode is six digits and does not start with 0'],
        ['pincodes', { codAvailable: false, prepaidAvailable: false, status: 'serviceable' }, 'prepaidAvailable', 'A serviceable pincode takes COD or prepaid orders'],
    ] as const)('%s refuses %j at %s', async (collection, values, field, message) => {
        const [row] = (await admin.list(collection, { range: [0, 0], sort: ['id', 'ASC'] })).body;
        const refused = await admin.update(collection, row.id, values);
        expectRestFailure(refused, 400);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
        expect(refused.body.msg).toBe(message);
    });

    it('a category cannot move under itself or one of its own subcategories', async () => {
        const categories = await admin.all('categories');
        const child = categories.find(row => row.parentId !== null)!;
        const parent = categories.find(row => row.id === child.parentId)!;
        const loop = await admin.update('categories', parent.id, { parentId: child.id });
        expectRestFailure(loop, 400);
        expect(loop.body.errors).toEqual({ parentId: 'resources.kit.validation.parent_cycle' });
        expectRestFailure(await admin.update('categories', parent.id, { parentId: parent.id }), 400);
        expect((await admin.update('categories', child.id, { parentId: null })).status).toBe(200);
    });
});

describe('unique codes', () => {
    it.each([
        ['skus', 'gtinCode'],
        ['skus', 'skuId'],
        ['materials', 'materialCode'],
        ['warehouses', 'warehouseCode'],
        ['states', 'gstStateCode'],
        ['pincodes', 'pincode'],
        ['purchase-orders', 'poNo'],
    ] as const)('%s refuses another record’s %s', async (collection, field) => {
        const [first, second] = (await admin.list(collection, { range: [0, 1], sort: ['id', 'ASC'] })).body;
        const refused = await admin.update(collection, second.id, { [field]: first[field] });
        expectRestFailure(refused, 400);
        expect(refused.body.errors).toEqual({ [field]: 'resources.kit.validation.unique' });
        expect(refused.body.msg).toBe('This value is already used by another record');
    });

    it('a code is unique per market: another site may use it', async () => {
        const [india] = (await admin.list('warehouses', { range: [0, 0], sort: ['id', 'ASC'] })).body;
        const uk = await kitClient('admin', 'uk');
        const [british] = (await uk.list('warehouses', { range: [0, 0], sort: ['id', 'ASC'] })).body;
        const saved = await uk.update('warehouses', british.id, { warehouseCode: india.warehouseCode, gstin: null });
        expect(saved.status).toBe(200);
    });
});

describe('the seed is domain-true', () => {
    it('every seeded row passes its own validator', async () => {
        for (const collection of [...FACTORY, 'categories']) {
            const { description, rules } = moduleOf(collection);
            for (const row of await admin.all(collection)) {
                expect(validateRecord(description, row, rules), `${collection} ${row.id}`).toEqual({});
            }
        }
    });

    it('GTINs (SKUs and order lines) end in their GS1 check digit, IMEIs in their Luhn digit', async () => {
        const skus = await admin.all('skus');
        expect(skus.every(row => gtinValid(row.gtinCode))).toBe(true);
        const orders = (await admin.list('orders', { range: [0, 199] })).body as { lines?: Record<string, string>[] }[];
        const lines = orders.flatMap(order => order.lines ?? []);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.every(line => gtinValid(line.gtinCode))).toBe(true);
        // A line of several devices carries one IMEI per device.
        const imeis = lines.flatMap(line => (line.imei ? line.imei.split(', ') : []));
        expect(imeis.length).toBeGreaterThan(0);
        expect(imeis.every(imei => /^\d{15}$/.test(imei) && luhnDigit(imei.slice(0, 14)) === Number(imei[14]))).toBe(true);
    });

    it('warehouse GSTINs are valid, registered in the warehouse’s state, under one company PAN', async () => {
        const states = new Map((await admin.all('states')).map(row => [row.id, row]));
        const warehouses = await admin.all('warehouses');
        expect(warehouses.map(row => row.warehouseCode).every(code => /^WH-[A-Z]{3}-\d{2}$/.test(String(code)))).toBe(true);
        for (const warehouse of warehouses) {
            expect(gstinValid(warehouse.gstin), String(warehouse.gstin)).toBe(true);
            expect(String(warehouse.gstin).slice(0, 2)).toBe(states.get(warehouse.stateId as number)?.gstStateCode);
        }
        expect(new Set(warehouses.map(row => String(row.gstin).slice(2, 12))).size).toBe(1);
        // Outside India a warehouse has no state and no GSTIN.
        const uk = await (await kitClient('admin', 'uk')).all('warehouses');
        expect(uk.every(row => row.stateId === null && row.gstin === null && String(row.warehouseCode).startsWith('WH-'))).toBe(true);
    });

    it('the states are India’s 36 states and union territories with their GST codes', async () => {
        const states = await admin.all('states');
        expect(states).toHaveLength(36);
        expect(states.map(row => row.gstStateCode).sort()).toEqual(GST_CODES);
        expect(states.filter(row => row.type === 'union_territory')).toHaveLength(8);
        expect(states.find(row => row.gstStateCode === '27')).toMatchObject({ name: 'Maharashtra', code: 'MH', zone: 'west' });
        expect(states.find(row => row.gstStateCode === '36')).toMatchObject({ name: 'Telangana', zone: 'south' });
        // One national table: the same rows whatever the site.
        const cn = await (await kitClient('admin', 'cn')).all('states');
        expect(cn.map(row => row.id)).toEqual(states.map(row => row.id));
    });

    it('pincodes are six digits in their state’s postal region, with matching zone; serviceability and routing use the directory’s', async () => {
        const states = new Map((await admin.all('states')).map(row => [row.id, row]));
        const directory = await admin.all('pin-basics');
        for (const row of directory) {
            const state = states.get(row.stateId as number)!;
            expect(String(row.pincode)).toMatch(/^[1-9]\d{5}$/);
            expect(POSTAL_REGIONS[String(row.pincode)[0]], `${row.pincode} in ${state.name}`).toContain(state.code);
            expect(row.zone).toBe(state.zone);
        }
        const byPincode = new Map(directory.map(row => [row.pincode, row]));
        for (const collection of ['pincodes', 'pincode-warehouses']) {
            for (const row of await admin.all(collection)) {
                expect(byPincode.get(row.pincode)?.stateId, `${collection} ${row.pincode}`).toBe(row.stateId);
            }
        }
    });

    it('pincode data exists for India only; the other markets start empty', async () => {
        const uk = await kitClient('admin', 'uk');
        for (const collection of ['pincodes', 'pincode-warehouses']) {
            expect(totalOf((await uk.list(collection)).headers)).toBe(0);
            expect(totalOf((await admin.list(collection)).headers)).toBe(seedCount(collection));
        }
    });

    it('a SKU is named after its SPU, memory and colour, and sells at most at its MRP', async () => {
        const spus = new Map((await admin.all('spu')).map(row => [row.id, row]));
        for (const sku of await admin.all('skus')) {
            expect(sku.skuName).toBe(`${spus.get(sku.spuId as number)?.spuName} ${sku.memory} ${sku.colour}`);
            expect(Number(sku.sellingPrice)).toBeLessThanOrEqual(Number(sku.mrp));
        }
    });

    it('a PO’s totals come from its lines and its receipts follow its status', async () => {
        for (const order of await admin.all('purchase-orders')) {
            const lines = order.lines as Record<string, number>[];
            const amount = lines.reduce((sum, line) => sum + line.qty * line.unitPrice * (1 + line.taxRate), 0);
            expect(order.lineCount).toBe(lines.length);
            expect(order.totalQty).toBe(lines.reduce((sum, line) => sum + line.qty, 0));
            expect(order.totalAmount).toBeCloseTo(amount, 2);
            const received = lines.reduce((sum, line) => sum + line.receivedQty, 0);
            if (['draft', 'submitted', 'approved', 'cancelled'].includes(String(order.status))) expect(received).toBe(0);
            if (order.status === 'received') expect(received).toBe(order.totalQty);
        }
    });

    it('the category tree has roots and children of roots, none its own ancestor', async () => {
        const categories = await admin.all('categories');
        const byId = new Map(categories.map(row => [row.id, row]));
        expect(categories.filter(row => row.parentId === null).map(row => row.name)).toContain('Smartphones');
        for (const row of categories) {
            const seen = new Set<unknown>();
            for (let at: unknown = row.parentId; at !== null; at = byId.get(at as number)?.parentId ?? null) {
                expect(seen.has(at)).toBe(false);
                seen.add(at);
            }
        }
    });
});

describe('access follows the role table (spec section 6)', () => {
    it('the /factory roles list SKUs, and so does activityer (its live sessions pick SKUs); editor (user administration only) is refused with 403', async () => {
        for (const role of ['ros', 'os', 'qa', 'logistics', 'pm', 'activityer']) {
            expect((await (await kitClient(role)).list('skus')).status, role).toBe(200);
        }
        // csm picks SKUs on order and activity screens, so only an account without such screens is refused.
        const editor = await kitClient('editor');
        for (const collection of ['skus', 'purchase-orders', 'pincodes', 'pin-basics', 'materials']) {
            expectRestFailure(await editor.list(collection), 403);
        }
        const csm = await kitClient('csm');
        // States are read by anyone who edits warehouses (which point at them), written by /factory only.
        expect((await csm.list('states')).status).toBe(200);
        expectRestFailure(await csm.update('states', 1, { sort: 5 }), 403);
    });

    it('warehouses belong to /inventory: csm may edit them; ros reads them (its SKUs point at them) but may not write', async () => {
        const csm = await kitClient('csm');
        expect((await csm.list('warehouses')).status).toBe(200);
        expect((await csm.update('warehouses', 1, { contact: '+91 98765 43210' })).status).toBe(200);
        const ros = await kitClient('ros');
        expect((await ros.list('warehouses')).status).toBe(200);
        expectRestFailure(await ros.update('warehouses', 1, { contact: '+91 98765 43210' }), 403);
    });
});
