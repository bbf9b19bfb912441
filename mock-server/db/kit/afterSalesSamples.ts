import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';

/**
 * Seed values of the service website's after-sales claims: a price-protection claim's order placed a few days
 * within its protection period before the claim (the claim's time is drawn first, from its history), the price
 * now a market price some 5 to 20% below the price paid, and the price history between them; each site's
 * after-sales policy as its market's law and custom have it (EU and UK: 14 days to withdraw; cn: 7 days without a
 * reason; in: replacement only); the notices, manuals and explanatory texts a phone brand's service site
 * carries; each site's couriers to its provinces with fees in its currency; the device families and their series.
 */
const AFTER_SALES_SAMPLES = [
    'orderBeforeClaim', 'loweredPrice', 'priceDropHistory',
    'policyReturnDays', 'policyReplacementDays', 'policyDoaDays', 'policyReturnReasons', 'policyRefundMethods',
    'declarationTitle', 'declarationType', 'declarationContent', 'declarationFile',
    'manualModel', 'manualTitle', 'manualVersion', 'manualFile',
    'descriptionPosition', 'descriptionTitle', 'descriptionContent', 'descriptionModels', 'descriptionStatus',
    'feeProvince', 'feeCourier', 'feePayer', 'feeAmount', 'feeFreeAbove',
    'serviceCategoryName', 'serviceCategoryParent', 'serviceCategoryStatus', 'applicationServiceType',
] as const satisfies readonly Sample[];

export type AfterSalesSample = (typeof AFTER_SALES_SAMPLES)[number];

export const isAfterSalesSample = (sample: Sample): sample is AfterSalesSample => (AFTER_SALES_SAMPLES as readonly string[]).includes(sample);

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A price as shops write it: ¥4,199 rather than ¥4,213.37. */
const marketPrice = (value: number) => (value > 1000 ? Math.round(value / 100) * 100 - 1 : Math.round(value));

interface Policy {
    returnDays: number;
    replacementDays: number;
    doaDays: number;
    reasons: readonly string[];
    refunds: readonly string[];
}

const EU_POLICY: Policy = {
    returnDays: 14,
    replacementDays: 30,
    doaDays: 15,
    reasons: ['defective', 'dead_on_arrival', 'wrong_item', 'damaged_in_transit', 'not_as_described', 'changed_mind'],
    refunds: ['original_payment'],
};

const POLICIES: Readonly<Record<string, Policy>> = {
    in: { returnDays: 0, replacementDays: 7, doaDays: 7, reasons: [], refunds: ['original_payment', 'bank_transfer'] },
    id: { returnDays: 7, replacementDays: 7, doaDays: 7, reasons: ['defective', 'dead_on_arrival', 'wrong_item'], refunds: ['original_payment'] },
    cn: { returnDays: 7, replacementDays: 15, doaDays: 15, reasons: ['defective', 'dead_on_arrival', 'wrong_item', 'not_as_described', 'changed_mind'], refunds: ['original_payment', 'wallet'] },
    eu: EU_POLICY,
    es: EU_POLICY,
    it: EU_POLICY,
    fr: EU_POLICY,
    uk: EU_POLICY,
    // Türkiye's distance-sales regulation also gives 14 days to withdraw, and replaces a defective product.
    tr: EU_POLICY,
};

/** Declarations, in turn: type, title, text, and the signed PDF a declaration of conformity carries. */
const DECLARATIONS: readonly (readonly [string, string, string, string])[] = [
    ['anti_fraud', 'Beware of fake prize and recruitment messages', 'We never ask for a fee to claim a prize or a job. Report such messages to our hotline.', ''],
    ['authorised_sellers', 'Authorised online and offline sellers', 'Buy from the official store and the authorised sellers listed here to keep your warranty.', ''],
    ['conformity', 'Declaration of conformity: Note 14 Pro', 'The manufacturer declares that this phone complies with the radio equipment rules.', 'https://cdn.example.com/declarations/doc-note-14-pro.pdf'],
    ['recall', 'Voluntary recall of 33 W chargers, batch 2311', 'A small number of chargers of batch 2311 may overheat. Stop using them and exchange them for free.', ''],
    ['anti_fraud', 'We never ask for your OTP or card PIN', 'Our staff never ask for one-time passwords, card PINs or remote access to your phone.', ''],
    ['conformity', 'Declaration of conformity: Pad 6', 'The manufacturer declares that this tablet complies with the radio equipment rules.', 'https://cdn.example.com/declarations/doc-pad-6.pdf'],
    ['other', 'Service fee transparency notice', 'Spare-part prices and labour charges are published per model on the support site.', ''],
    ['authorised_sellers', 'Authorised service centres and collection points', 'Only authorised service centres use original parts and keep your warranty valid.', ''],
];

/** Explanatory texts by position: title and text. */
const DESCRIPTIONS: readonly (readonly [string, string, string])[] = [
    ['warranty_terms', 'Standard warranty terms', 'Phones carry a 12-month warranty from the invoice date. Physical and liquid damage are not covered.'],
    ['service_fee', 'Service fees', 'Diagnosis is free. Out-of-warranty repairs are charged at the published spare-part price plus labour.'],
    ['repair_notice', 'Before you hand in your phone', 'Back up your data, sign out of your accounts and remove the SIM and memory cards.'],
    ['pickup_notice', 'Before the courier collects', 'Pack the phone in a sturdy box; accessories are not needed unless the fault concerns them.'],
    ['return_policy', 'Return policy', 'Returns are accepted within the return window for unused products in their original packing.'],
    ['warranty_terms', 'Extended warranty terms', 'The extended warranty adds 12 months of cover for the same faults as the standard warranty.'],
];

/** The couriers that carry service shipments on each site, and a buyer's fee for one parcel. */
const COURIERS: Readonly<Record<string, { couriers: readonly string[]; fee: number; freeAbove: number }>> = {
    in: { couriers: ['Delhivery', 'Blue Dart'], fee: 99, freeAbove: 1_999 },
    id: { couriers: ['JNE', 'J&T Express'], fee: 25_000, freeAbove: 500_000 },
    cn: { couriers: ['SF Express', 'JD Logistics'], fee: 18, freeAbove: 299 },
    eu: { couriers: ['DHL', 'DPD'], fee: 9.9, freeAbove: 99 },
    es: { couriers: ['Correos Express', 'SEUR'], fee: 7.9, freeAbove: 99 },
    it: { couriers: ['BRT', 'Poste Italiane'], fee: 7.9, freeAbove: 99 },
    fr: { couriers: ['Colissimo', 'Chronopost'], fee: 8.9, freeAbove: 99 },
    uk: { couriers: ['Royal Mail', 'DPD'], fee: 6.99, freeAbove: 89 },
    tr: { couriers: ['Yurtiçi Kargo', 'Aras Kargo'], fee: 89.9, freeAbove: 1_500 },
};

/** The device families (roots) and their series, each series naming its family's index in this table. */
const CATEGORIES: readonly (readonly [string, number | null])[] = [
    ['Smartphones', null],
    ['Tablets', null],
    ['Wearables', null],
    ['Audio', null],
    ['Accessories', null],
    ['Number series', 0],
    ['Note series', 0],
    ['Pro series', 0],
    ['Pad series', 1],
    ['Smart watches', 2],
    ['Fitness bands', 2],
    ['Earbuds', 3],
    ['Chargers and cables', 4],
    ['Cases and protection', 4],
];

export const afterSalesSample = (sample: AfterSalesSample, random: Random, context: SampleContext): unknown => {
    const { row } = context;
    const policy = POLICIES[context.siteCode ?? 'in'] ?? POLICIES.in;
    const { local } = context;
    const declaration = DECLARATIONS[local % DECLARATIONS.length];
    const text = DESCRIPTIONS[local % DESCRIPTIONS.length];
    const fees = COURIERS[context.siteCode ?? 'in'] ?? COURIERS.in;
    switch (sample) {
        case 'declarationType':
            return declaration[0];
        case 'declarationTitle':
            return declaration[1];
        case 'declarationContent':
            return `<p>${declaration[2]}</p>`;
        case 'declarationFile':
            return declaration[3];
        case 'manualModel': {
            const models = context.idsOf('service-models');
            return models.length === 0 ? null : models[local % models.length];
        }
        case 'manualTitle': {
            const model = context.rowsOf('service-models').find(candidate => String(candidate.id) === String(row.modelId));
            return `${String(model?.marketingName ?? 'Phone')} user manual`;
        }
        case 'manualVersion': {
            // One edition of each model's manual, then a revision for the first ones.
            const models = Math.max(1, context.idsOf('service-models').length);
            return local < models ? 'V1.0' : `V1.${Math.floor(local / models)}`;
        }
        case 'manualFile': {
            const model = context.rowsOf('service-models').find(candidate => String(candidate.id) === String(row.modelId));
            return `https://cdn.example.com/manuals/${String(model?.modelCode ?? 'model').toLowerCase()}-${String(row.language ?? 'en')}-${String(row.version).toLowerCase()}.pdf`;
        }
        case 'descriptionPosition':
            return text[0];
        case 'descriptionTitle':
            return text[1];
        case 'descriptionContent':
            return `<p>${text[2]}</p>`;
        case 'descriptionModels': {
            // The extended terms apply to the first two models; the others to every model.
            const models = context.idsOf('service-models');
            return local % DESCRIPTIONS.length === DESCRIPTIONS.length - 1 ? models.slice(0, 2) : [];
        }
        case 'descriptionStatus':
            return 'online';
        case 'feeProvince': {
            const countries = new Set(context.rowsOf('service-countries').filter(country => country.site === (context.siteCode ?? 'in')).map(country => String(country.id)));
            const provinces = context.rowsOf('service-provinces').filter(province => countries.has(String(province.countryId)));
            return provinces.length === 0 ? null : provinces[local % provinces.length].id;
        }
        case 'feeCourier': {
            const countries = new Set(context.rowsOf('service-countries').filter(country => country.site === (context.siteCode ?? 'in')).map(country => String(country.id)));
            const provinces = Math.max(1, context.rowsOf('service-provinces').filter(province => countries.has(String(province.countryId))).length);
            return fees.couriers[Math.floor(local / provinces) % fees.couriers.length];
        }
        case 'feePayer':
            return local % 2 === 0 ? 'user' : 'brand';
        case 'feeAmount':
            return fees.fee;
        case 'feeFreeAbove':
            return row.payer === 'user' ? fees.freeAbove : null;
        case 'serviceCategoryName':
            return CATEGORIES[local % CATEGORIES.length][0];
        case 'serviceCategoryParent': {
            // The parent's id: this site's rows are numbered in table order from the first one's.
            const parent = CATEGORIES[local % CATEGORIES.length][1];
            return parent === null ? null : Number(row.id) - local + parent;
        }
        case 'serviceCategoryStatus':
            return local === CATEGORIES.length - 1 ? 'hide' : 'display';
        case 'applicationServiceType':
            return (['repair', 'repair', 'return', 'replacement'] as const)[local % 4];
        case 'policyReturnDays':
            return policy.returnDays;
        case 'policyReplacementDays':
            return policy.replacementDays;
        case 'policyDoaDays':
            return policy.doaDays;
        case 'policyReturnReasons':
            return [...policy.reasons];
        case 'policyRefundMethods':
            return [...policy.refunds];
        case 'orderBeforeClaim': {
            const claimed = Date.parse(String(row.applyTime));
            const days = Number(row.protectionDays) || 15;
            return new Date(claimed - random.int(1, days - 1) * DAY - random.int(1, 20) * HOUR).toISOString();
        }
        case 'loweredPrice': {
            const paid = Number(row.paidPrice);
            const lowered = marketPrice(paid * random.pick([0.8, 0.85, 0.9, 0.95]));
            return lowered < paid ? lowered : Math.max(0, paid - 1);
        }
        case 'priceDropHistory': {
            const ordered = Date.parse(String(row.orderTime));
            const claimed = Date.parse(String(row.applyTime));
            const dropped = ordered + Math.floor((claimed - ordered) * random.pick([0.3, 0.5, 0.7]));
            return [
                { at: new Date(ordered).toISOString(), price: row.paidPrice },
                { at: new Date(dropped).toISOString(), price: row.currentPrice },
            ];
        }
    }
};
