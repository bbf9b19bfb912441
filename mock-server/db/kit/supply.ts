/**
 * Fixed tables behind the mock's supply data: ERP materials (their type, name, unit, HSN code and GST rate agree,
 * read from one kind per record index), the factories that supply a market, and purchase-order numbering.
 */

export type MaterialType = 'finished_goods' | 'accessory' | 'gift' | 'spare_part' | 'packaging';

export interface MaterialKind {
    name: string;
    unit: string;
    /** Indian HSN code of the goods. */
    hsn: string;
    /** GST rate (fraction). */
    gst: number;
}

/** Finished goods are phones (their names come from the phone models); the other kinds are listed. */
export const MATERIAL_KINDS: Readonly<Record<Exclude<MaterialType, 'finished_goods'>, readonly MaterialKind[]>> = {
    accessory: [
        { name: '33W fast charger (Type-C)', unit: 'PCS', hsn: '85044030', gst: 0.18 },
        { name: 'USB Type-C cable 1 m', unit: 'PCS', hsn: '85444299', gst: 0.18 },
        { name: 'Silicone protective case', unit: 'PCS', hsn: '39269099', gst: 0.18 },
        { name: 'Tempered glass screen protector', unit: 'PCS', hsn: '70071900', gst: 0.18 },
        { name: 'True wireless earbuds', unit: 'PCS', hsn: '85183000', gst: 0.18 },
        { name: '10000 mAh power bank', unit: 'PCS', hsn: '85076000', gst: 0.18 },
    ],
    gift: [
        { name: 'Festive gift box', unit: 'PCS', hsn: '48191010', gst: 0.18 },
        { name: 'Foldable phone stand', unit: 'PCS', hsn: '39269099', gst: 0.18 },
        { name: 'Canvas tote bag', unit: 'PCS', hsn: '42022220', gst: 0.12 },
    ],
    spare_part: [
        { name: 'AMOLED display assembly', unit: 'PCS', hsn: '85177990', gst: 0.18 },
        { name: 'Battery 5000 mAh', unit: 'PCS', hsn: '85076000', gst: 0.18 },
        { name: 'Rear camera module 50 MP', unit: 'PCS', hsn: '85258900', gst: 0.18 },
        { name: 'Charging port flex cable', unit: 'PCS', hsn: '85177990', gst: 0.18 },
        { name: 'Back cover', unit: 'PCS', hsn: '85177990', gst: 0.18 },
    ],
    packaging: [
        { name: 'Retail box', unit: 'PCS', hsn: '48191010', gst: 0.18 },
        { name: 'Master carton (10 units)', unit: 'CTN', hsn: '48191010', gst: 0.18 },
        { name: 'SIM ejector pin card', unit: 'PCS', hsn: '73269099', gst: 0.18 },
    ],
};

/** Smartphones: HSN 8517 13 00, GST 18 %. */
export const PHONE_HSN = '85171300';
export const PHONE_GST = 0.18;

/** The ERP code series of each material type: 10xxxxxx finished goods, 20xxxxxx accessories … */
export const MATERIAL_SERIES: Readonly<Record<MaterialType, string>> = {
    finished_goods: '10',
    accessory: '20',
    gift: '30',
    spare_part: '40',
    packaging: '50',
};

/** Of every ten materials: four phones, two accessories, a gift, two spare parts and a packaging item. */
const TYPE_SLOTS: readonly MaterialType[] = [
    'finished_goods', 'accessory', 'finished_goods', 'spare_part', 'finished_goods', 'gift', 'accessory', 'finished_goods',
    'spare_part', 'packaging',
];

export const materialTypeAt = (index: number): MaterialType => TYPE_SLOTS[index % TYPE_SLOTS.length];

/** The listed kind of a non-phone material at an index (undefined for finished goods). */
export const materialKindAt = (index: number): MaterialKind | undefined => {
    const type = materialTypeAt(index);
    if (type === 'finished_goods') return undefined;
    const kinds = MATERIAL_KINDS[type];
    return kinds[Math.floor(index / TYPE_SLOTS.length) % kinds.length];
};

/** The factories that build for a market: Indian EMS companies for India, ODMs in China for the others. */
export const SUPPLIERS: Readonly<Record<string, readonly string[]>> = {
    in: [
        'Dixon Technologies (India) Ltd',
        'Bhagwati Products Ltd',
        'Padget Electronics Pvt Ltd',
        'Optiemus Electronics Ltd',
        'Foxconn Hon Hai Technology India Mega Development Pvt Ltd',
        'Salcomp Manufacturing India Pvt Ltd',
    ],
    default: [
        'Huaqin Technology Co., Ltd',
        'Longcheer Holdings Ltd',
        'Wingtech Technology Co., Ltd',
        'BYD Electronic (International) Co., Ltd',
        'Foxconn Precision Electronics (Taiyuan) Co., Ltd',
    ],
};

export const suppliersOf = (siteCode: string | undefined): readonly string[] => SUPPLIERS[siteCode ?? 'in'] ?? SUPPLIERS.default;

/** How purchase orders of a fleet are spread over their states (the share of each, out of 20). */
export const PO_STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
    ['received', 6],
    ['closed', 4],
    ['approved', 3],
    ['partially_received', 2],
    ['submitted', 2],
    ['draft', 2],
    ['cancelled', 1],
];

/** What buyers write on purchase orders. */
export const PO_REMARKS = [
    'Festive season build-up',
    'Launch stock for the new series',
    'Regular replenishment',
    'Air shipment: priority SKUs',
    'Split delivery agreed with the supplier',
    'Replaces the cancelled order of last month',
    'Sale event stock, deliver before the 25th',
    'Accessories top-up for service centres',
];

/**
 * A site's category tree: name, and the position of its parent in this list (roots have none). Three levels, so
 * the tree shows its depth: Accessories › Chargers › Wireless chargers.
 */
export const CATEGORY_TREE: readonly { name: string; parent?: number }[] = [
    { name: 'Smartphones' },
    { name: 'Tablets' },
    { name: 'Audio' },
    { name: 'Wearables' },
    { name: 'Accessories' },
    { name: 'Smart home' },
    { name: '5G phones', parent: 0 },
    { name: 'Foldables', parent: 0 },
    { name: 'Gaming phones', parent: 0 },
    { name: 'Earbuds', parent: 2 },
    { name: 'Headphones', parent: 2 },
    { name: 'Smartwatches', parent: 3 },
    { name: 'Fitness bands', parent: 3 },
    { name: 'Chargers', parent: 4 },
    { name: 'Cables', parent: 4 },
    { name: 'Cases and covers', parent: 4 },
    { name: 'Power banks', parent: 4 },
    { name: 'Wireless chargers', parent: 13 },
];
