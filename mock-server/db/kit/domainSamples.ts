import type { Faker } from '@faker-js/faker';
import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { Row } from '../collection';
import type { Sample } from '../../../resources/kit/seed';
import { GST_STATES, gstStateByCode, hubAt, placeAt, WMS_SYSTEMS, type Zone } from './geography';
import { CATEGORY_TREE, MATERIAL_SERIES, materialKindAt, materialTypeAt, PHONE_GST, PHONE_HSN, PO_REMARKS, PO_STATUS_WEIGHTS, suppliersOf } from './supply';
import { gstinCheck, phoneModel, sampleValue } from './samples';
import { b2bLines, b2bPayments } from './b2bSamples';
import { supplyTypeOf } from '../../../resources/b2b-orders/supply';

/**
 * What a sample may read beyond its own randomness: the record's position among its site's seed rows (values read
 * from one table row by that position agree with each other), the fields generated before it (the description's
 * earlier fields), and the rows of the collections it points to (of the same site).
 */
export interface SampleContext {
    siteCode?: string;
    local: number;
    row: Readonly<Record<string, unknown>>;
    idsOf: (collection: string) => readonly (string | number)[];
    rowsOf: (collection: string) => readonly Row[];
}

const DOMAIN_SAMPLES = [
    'sequence', 'rareFlag', 'skuNameOfSpu', 'sellingPrice', 'finishedGoodsMaterial', 'weightGrams', 'dimensions', 'gstRate',
    'materialCode', 'materialName', 'materialType', 'materialUnit', 'materialHsn', 'materialGstRate', 'stateCode',
    'stateName', 'gstStateCode', 'stateType', 'stateZone', 'placePincode', 'postOffice', 'placeDistrict', 'placeCity',
    'placeState', 'zone', 'metro', 'tatDays', 'servingWarehouse', 'warehouseCode', 'warehouseName', 'warehouseCity',
    'warehousePostcode', 'warehouseState', 'warehouseGstin', 'wmsSystem', 'supplier', 'poNo', 'poStatus', 'poLines',
    'poRemark', 'arrivalDate', 'createdBeforeArrival', 'updatedAfterCreate', 'phoneHsn', 'categoryName', 'categoryParent',
    'prepaidAvailable', 'validityStart', 'validityEnd', 'partOfPrevious', 'minorAmount', 'laterThanPrevious',
    'dateAfterPrevious', 'buyerGstin', 'warehousesOfGstin', 'hubInvoicePrefix',
    'b2bOrderNo', 'b2bLines', 'b2bSupplyType', 'b2bCreditLimit', 'b2bPayments', 'backupPrimary', 'backupWarehouse', 'backupPriority',
    'allocationSku', 'allocationQty', 'applicationLines', 'financeMonth', 'financeAmount',
] as const satisfies readonly Sample[];

export type DomainSample = (typeof DOMAIN_SAMPLES)[number];

export const isDomainSample = (sample: Sample): sample is DomainSample => (DOMAIN_SAMPLES as readonly string[]).includes(sample);

/** The company's PAN: every GSTIN it holds (one per state it has a warehouse in) carries it. */
export const COMPANY_PAN = 'AAFCN4821K';

/** The company's GSTIN in a state (GST state code), for its n-th registration there. */
export const companyGstin = (gstStateCode: string, registration: number): string => {
    const body = `${gstStateCode}${COMPANY_PAN}${Math.min(Math.max(registration, 1), 9)}Z`;
    return `${body}${gstinCheck(body)}`;
};

/** Amounts well below a phone's price as each market writes them: fees, deposits, caps, minimum orders. */
const MINOR_AMOUNTS: Readonly<Record<string, readonly number[]>> = {
    in: [49, 99, 499, 999, 1_499, 1_999, 2_999],
    id: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000],
    cn: [9, 19, 49, 99, 199, 299],
    eu: [5, 10, 20, 50, 100],
    es: [5, 10, 20, 50, 100],
    it: [5, 10, 20, 50, 100],
    fr: [5, 10, 20, 50, 100],
    uk: [5, 10, 20, 50, 100],
    tr: [50, 100, 250, 500, 1_000, 2_500],
};

/** A time on the hour, as campaigns are scheduled. */
const hourOf = (iso: string) => `${iso.slice(0, 13)}:00:00.000Z`;

/** A price as the market writes it: above a thousand, ending in 99. */
const marketPrice = (value: number) => (value > 1000 ? Math.round(value / 100) * 100 - 1 : Math.round(value));

const idOfState = (context: SampleContext, code: string | undefined) =>
    code ? (context.rowsOf('states').find(row => row.code === code)?.id ?? null) : null;

const zoneOfStateId = (context: SampleContext, id: unknown): Zone | undefined => {
    const code = context.rowsOf('states').find(row => String(row.id) === String(id))?.code;
    return typeof code === 'string' ? gstStateByCode(code)?.zone : undefined;
};

const weighted = (random: Random, weights: readonly (readonly [string, number])[]) => {
    let roll = random.int(1, weights.reduce((sum, [, weight]) => sum + weight, 0));
    for (const [value, weight] of weights) {
        roll -= weight;
        if (roll <= 0) return value;
    }
    return weights[0][0];
};

/** A purchase order's lines: phones (a SKU and its material) mostly, some accessories; receipts follow its status. */
const purchaseOrderLines = (random: Random, context: SampleContext) => {
    const skus = context.rowsOf('skus');
    const materials = context.rowsOf('materials');
    const phones = materials.filter(row => row.materialType === 'finished_goods');
    const others = materials.filter(row => row.materialType !== 'finished_goods');
    const status = String(context.row.status ?? 'draft');
    const count = random.int(1, 4);
    const lines = Array.from({ length: count }, () => {
        const sku = skus.length > 0 && (others.length === 0 || random.bool(0.75)) ? random.pick(skus) : undefined;
        const material = sku
            ? (materials.find(row => row.id === sku.materialId) ?? (phones.length ? random.pick(phones) : undefined))
            : others.length
              ? random.pick(others)
              : undefined;
        const reference = skus.length ? Number(random.pick(skus).sellingPrice) || 1000 : 1000;
        const unitPrice = sku ? marketPrice(Number(sku.sellingPrice) * 0.7) : Math.max(1, Math.round(reference * random.int(1, 4) * 0.01));
        const qty = random.int(2, 40) * 50;
        return {
            materialId: material?.id ?? null,
            skuId: sku?.id ?? null,
            qty,
            unitPrice,
            taxRate: typeof material?.gstRate === 'number' ? material.gstRate : PHONE_GST,
            receivedQty: status === 'received' || status === 'closed' ? qty : 0,
        };
    });
    if (status === 'partially_received') {
        lines[0].receivedQty = Math.floor(lines[0].qty / 2);
        lines.slice(1).forEach(line => (line.receivedQty = random.bool() ? line.qty : 0));
    }
    return lines;
};

/** A sample that reads its record's index, earlier fields or referenced rows (see SampleContext). */
export const domainSample = (sample: DomainSample, random: Random, faker: Faker, index: number, prefix: string, context: SampleContext): unknown => {
    const { local, row, siteCode } = context;
    switch (sample) {
        case 'sequence':
            return local + 1;
        case 'rareFlag':
            return random.bool(0.1);
        case 'skuNameOfSpu': {
            const spu = context.rowsOf('spu').find(candidate => candidate.id === row.spuId);
            return [spu?.spuName ?? phoneModel(random), row.memory, row.colour].filter(Boolean).join(' ');
        }
        case 'sellingPrice': {
            const mrp = Number(row.mrp);
            if (!Number.isFinite(mrp)) return null;
            return Math.min(mrp, marketPrice(mrp * (1 - random.pick([0, 0, 0.05, 0.1, 0.15, 0.2]))));
        }
        case 'finishedGoodsMaterial': {
            const phones = context.rowsOf('materials').filter(candidate => candidate.materialType === 'finished_goods');
            return phones.length ? random.pick(phones).id : null;
        }
        case 'weightGrams':
            return random.int(168, 235);
        case 'dimensions': {
            const mm = (low: number, high: number) => (random.int(low, high) / 10).toFixed(1);
            return `${mm(1600, 1685)} × ${mm(735, 772)} × ${mm(75, 92)} mm`;
        }
        case 'gstRate':
            return PHONE_GST;
        case 'materialCode':
            return `${MATERIAL_SERIES[materialTypeAt(local)]}${String(local + 1).padStart(6, '0')}`;
        case 'materialName':
            return materialKindAt(local)?.name ?? sampleValue('skuName', random, faker, index, prefix);
        case 'materialType':
            return materialTypeAt(local);
        case 'materialUnit':
            return materialKindAt(local)?.unit ?? 'PCS';
        case 'materialHsn':
            return materialKindAt(local)?.hsn ?? PHONE_HSN;
        case 'materialGstRate':
            return materialKindAt(local)?.gst ?? PHONE_GST;
        case 'stateCode':
            return GST_STATES[local % GST_STATES.length].code;
        case 'stateName':
            return GST_STATES[local % GST_STATES.length].name;
        case 'gstStateCode':
            return GST_STATES[local % GST_STATES.length].gst;
        case 'stateType':
            return GST_STATES[local % GST_STATES.length].type;
        case 'stateZone':
            return GST_STATES[local % GST_STATES.length].zone;
        case 'placePincode':
            return placeAt(local).pincode;
        case 'postOffice':
            return placeAt(local).postOffice;
        case 'placeDistrict':
            return placeAt(local).district;
        case 'placeCity':
            return placeAt(local).city;
        case 'placeState':
            return idOfState(context, placeAt(local).state);
        case 'zone':
            return gstStateByCode(placeAt(local).state)?.zone ?? null;
        case 'metro':
            return placeAt(local).metro;
        case 'tatDays': {
            const at = placeAt(local);
            if (at.metro) return random.int(1, 2);
            return gstStateByCode(at.state)?.zone === 'north_east' ? random.int(4, 7) : random.int(2, 5);
        }
        case 'servingWarehouse': {
            const zone = gstStateByCode(placeAt(local).state)?.zone;
            const warehouses = context.rowsOf('warehouses').filter(candidate => candidate.type !== 'return');
            const near = warehouses.filter(candidate => zoneOfStateId(context, candidate.stateId) === zone);
            const pool = near.length ? near : warehouses;
            return pool.length ? random.pick(pool).id : null;
        }
        case 'warehouseCode': {
            const at = hubAt(siteCode, local);
            return `WH-${at.code}-${String(at.sequence).padStart(2, '0')}`;
        }
        case 'warehouseName': {
            const at = hubAt(siteCode, local);
            return `${at.city} Fulfilment Centre${at.sequence > 1 ? ` ${at.sequence}` : ''}`;
        }
        case 'warehouseCity':
            return hubAt(siteCode, local).city;
        case 'warehousePostcode':
            return hubAt(siteCode, local).postcode;
        case 'warehouseState':
            return idOfState(context, hubAt(siteCode, local).state);
        case 'warehouseGstin': {
            const at = hubAt(siteCode, local);
            const state = at.state ? gstStateByCode(at.state) : undefined;
            return state ? companyGstin(state.gst, at.sequence) : null;
        }
        case 'buyerGstin': {
            const code = context.rowsOf('states').find(state => String(state.id) === String(context.row.stateId))?.code;
            const state = typeof code === 'string' ? gstStateByCode(code) : undefined;
            if (!state) return null;
            const pan = `${String.fromCharCode(65 + random.int(0, 25))}${random.pick(['AA', 'AB', 'BC', 'CD'])}C${String.fromCharCode(65 + random.int(0, 25))}${random.digits(4)}${String.fromCharCode(65 + random.int(0, 25))}`;
            const body = `${state.gst}${pan}${random.int(1, 3)}Z`;
            return `${body}${gstinCheck(body)}`;
        }
        case 'b2bOrderNo':
            return `B2B26${String(local + 1).padStart(6, '0')}`;
        case 'b2bLines':
            return b2bLines(random, context.rowsOf('skus'));
        case 'b2bCreditLimit':
            return random.pick([100_000_000, 150_000_000, 200_000_000, 250_000_000]);
        case 'b2bSupplyType': {
            const stateOf = (collection: string, id: unknown) => context.rowsOf(collection).find(candidate => String(candidate.id) === String(id))?.stateId;
            return supplyTypeOf(stateOf('warehouses', row.warehouseId), stateOf('b2b-customers', row.customerId));
        }
        case 'b2bPayments':
            return b2bPayments(random, context.row);
        case 'backupPrimary': {
            const warehouses = context.rowsOf('warehouses');
            return warehouses.length ? warehouses[Math.floor(local / 2) % warehouses.length].id : null;
        }
        case 'backupWarehouse': {
            const warehouses = context.rowsOf('warehouses');
            return warehouses.length > 2 ? warehouses[(Math.floor(local / 2) + 1 + (local % 2)) % warehouses.length].id : null;
        }
        case 'allocationSku': {
            const skus = context.rowsOf('skus');
            return skus.length ? skus[local % skus.length].id : null;
        }
        case 'allocationQty':
            return random.int(1, 6) * 5;
        case 'financeMonth': {
            const now = new Date(SEED_NOW);
            return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - (local % 3), 1)).toISOString().slice(0, 10);
        }
        case 'financeAmount': {
            const price = Number(context.rowsOf('skus').find(sku => String(sku.id) === String(row.skuId))?.sellingPrice) || 1_000;
            const share = row.dataType === 'unit_cost' ? random.int(60, 75) / 100 : random.int(5, 20) / 1000;
            return Math.round(price * share * 100) / 100;
        }
        case 'applicationLines': {
            const pool = [...context.rowsOf('skus')];
            return Array.from({ length: Math.min(random.int(1, 3), pool.length) }, () => ({ skuId: pool.splice(random.int(0, pool.length - 1), 1)[0].id, qty: random.int(1, 10) }));
        }
        case 'backupPriority':
            return (local % 2) + 1;
        case 'warehousesOfGstin':
            return context.rowsOf('warehouses').filter(warehouse => warehouse.gstin != null && warehouse.gstin === context.row.gstin).map(warehouse => warehouse.id);
        case 'hubInvoicePrefix': {
            const at = hubAt(siteCode, local);
            return `${at.code}${at.sequence}`;
        }
        case 'wmsSystem':
            return random.pick(WMS_SYSTEMS);
        case 'supplier':
            return random.pick(suppliersOf(siteCode));
        case 'poNo':
            return `PO-${(siteCode ?? 'in').toUpperCase()}-26-${String(local + 1).padStart(5, '0')}`;
        case 'poStatus':
            return weighted(random, PO_STATUS_WEIGHTS);
        case 'poLines':
            return purchaseOrderLines(random, context);
        case 'poRemark':
            return random.pick(PO_REMARKS);
        case 'arrivalDate': {
            // Goods of a received or closed order have arrived; an open order's are still on their way.
            const status = String(row.status ?? '');
            const arrived = ['received', 'closed', 'cancelled'].includes(status);
            const from = arrived ? SEED_NOW - 300 * DAY_MS : status === 'partially_received' ? SEED_NOW - 20 * DAY_MS : SEED_NOW + 5 * DAY_MS;
            const to = arrived ? SEED_NOW - 10 * DAY_MS : status === 'partially_received' ? SEED_NOW + 10 * DAY_MS : SEED_NOW + 75 * DAY_MS;
            return random.date(from, to).slice(0, 10);
        }
        case 'createdBeforeArrival': {
            const arrival = Date.parse(String(row.expectedArrivalDate ?? ''));
            const base = Number.isFinite(arrival) ? Math.min(arrival, SEED_NOW) : SEED_NOW;
            return random.date(base - 60 * DAY_MS, base - 15 * DAY_MS);
        }
        case 'updatedAfterCreate': {
            const created = Date.parse(String(row.createTime ?? ''));
            return Number.isFinite(created) && created < SEED_NOW ? random.date(created, SEED_NOW) : new Date(SEED_NOW).toISOString();
        }
        case 'prepaidAvailable':
            // A pincode without cash on delivery still takes prepaid orders; one with COD nearly always does too.
            return row.codAvailable === true ? random.bool(0.9) : true;
        case 'validityStart':
            // A campaign's time range: about a third each ended, running and coming, on the hour.
            return hourOf(random.date(SEED_NOW - 120 * DAY_MS, SEED_NOW + 60 * DAY_MS));
        case 'validityEnd': {
            // After its start (the field before it), by three days to two months.
            const start = Date.parse(String(row.startTime ?? ''));
            const from = Number.isFinite(start) ? start : SEED_NOW;
            return hourOf(new Date(from + random.int(3, 60) * DAY_MS).toISOString());
        }
        case 'partOfPrevious': {
            // Half to all of the value before it (issued of stock, redeemed of issued, winners of participants,
            // a deposit of what it deducts, the earliest delivery day of the latest).
            const whole = Number(Object.values(row).at(-1));
            const all = Number.isFinite(whole) ? Math.max(0, Math.floor(whole)) : 0;
            return random.int(Math.ceil(all / 2), all);
        }
        case 'laterThanPrevious':
        case 'dateAfterPrevious': {
            // One to ten days after the last time before it (a pre-order's balance window after its deposit phase).
            const last = Object.values(row).findLast(value => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value));
            const before = Date.parse(String(last ?? ''));
            const time = hourOf(new Date((Number.isFinite(before) ? before : SEED_NOW) + random.int(1, 10) * DAY_MS).toISOString());
            return sample === 'dateAfterPrevious' ? time.slice(0, 10) : time;
        }
        case 'minorAmount':
            return random.pick(MINOR_AMOUNTS[context.siteCode ?? 'in'] ?? MINOR_AMOUNTS.in);
        case 'phoneHsn':
            return PHONE_HSN;
        case 'categoryName': {
            const round = Math.floor(local / CATEGORY_TREE.length);
            return `${CATEGORY_TREE[local % CATEGORY_TREE.length].name}${round > 0 ? ` ${round + 1}` : ''}`;
        }
        case 'categoryParent': {
            // The parent's id: this site's rows are numbered in order from this row's id less its position.
            const parent = CATEGORY_TREE[local % CATEGORY_TREE.length].parent;
            const round = Math.floor(local / CATEGORY_TREE.length) * CATEGORY_TREE.length;
            return parent === undefined ? null : Number(row.id) - local + round + parent;
        }
    }
};
