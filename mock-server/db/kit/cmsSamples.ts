import { SEED_NOW, type Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';

/**
 * Seed values of the website's content: the header navigation (level-1 menus with their level-2 entries, rows taken
 * in table order so every entry sits under its own menu) and the prices the website shows, read from the row's SKU
 * so the website's MRP and selling price are the catalogue's and a promotion price is below them.
 */
const CMS_SAMPLES = ['navName', 'navParent', 'navLink', 'spuOfSku', 'mrpOfSku', 'sellingPriceOfSku', 'promoPrice', 'promoStart', 'promoEnd', 'distinctSku', 'pageSlug', 'cardKind', 'spuWithSku', 'skuOfSpu', 'coloursOfSpu', 'navTabs'] as const satisfies readonly Sample[];

export type CmsSample = (typeof CMS_SAMPLES)[number];

export const isCmsSample = (sample: Sample): sample is CmsSample => (CMS_SAMPLES as readonly string[]).includes(sample);

/** The header's menus and entries: name, site path, and the index of its menu in this table (entries only). */
const NAV_TREE: readonly { name: string; link: string; parent?: number }[] = [
    { name: 'Smartphones', link: '/smartphones' },
    { name: 'Nova 12 Pro', link: '/products/nova-12-pro', parent: 0 },
    { name: 'Nova 12', link: '/products/nova-12', parent: 0 },
    { name: 'Vega 30 5G', link: '/products/vega-30-5g', parent: 0 },
    { name: 'Orion 20 Lite', link: '/products/orion-20-lite', parent: 0 },
    { name: 'Audio', link: '/audio' },
    { name: 'Pulse Buds 3', link: '/products/pulse-buds-3', parent: 5 },
    { name: 'Pulse Neckband Pro', link: '/products/pulse-neckband-pro', parent: 5 },
    { name: 'Wearables', link: '/wearables' },
    { name: 'Zen Watch 4', link: '/products/zen-watch-4', parent: 8 },
    { name: 'Zen Band 9', link: '/products/zen-band-9', parent: 8 },
    { name: 'Accessories', link: '/accessories' },
    { name: '65W SuperCharge adapter', link: '/products/65w-supercharge-adapter', parent: 11 },
    { name: 'Support', link: '/support' },
];

export const NAV_ROWS = NAV_TREE.length;

const skuOf = (context: SampleContext) => context.rowsOf('skus').find(sku => String(sku.id) === String(context.row.skuId));

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const marketPrice = (value: number) => (value > 1000 ? Math.round(value / 100) * 100 - 1 : Math.round(value));

export const cmsSample = (sample: CmsSample, random: Random, context: SampleContext): unknown => {
    const { local, row } = context;
    const node = NAV_TREE[local % NAV_TREE.length];
    switch (sample) {
        case 'navName':
            return node.name;
        case 'navLink':
            return node.link;
        case 'navParent':
            // This site's rows are numbered in order from this row's id less its place.
            return node.parent === undefined ? null : Number(row.id) - local + node.parent;
        case 'distinctSku': {
            // One price row a SKU: the site's SKUs in turn.
            const ids = context.idsOf('skus');
            return ids.length === 0 ? null : ids[local % ids.length];
        }
        case 'promoStart':
            // A promotion runs from within the last month (or the coming week) …
            return row.promoPrice === null || row.promoPrice === undefined ? null : new Date(Math.floor((SEED_NOW + random.int(-30, 7) * DAY_MS) / HOUR_MS) * HOUR_MS).toISOString();
        case 'promoEnd':
            // … for three days to six weeks.
            return row.promoStart ? new Date(Date.parse(String(row.promoStart)) + random.int(3, 42) * DAY_MS).toISOString() : null;
        case 'pageSlug': {
            // The page title's product name as a path segment, numbered so no two pages of a site share it.
            const product = String(row.pageTitle ?? 'product').split(':')[0];
            return `${product.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${local + 1}`;
        }
        case 'cardKind':
            // Two dynamic cards for each static one; the first of a site dynamic.
            return local % 3 === 2 ? 'static' : 'dynamic';
        case 'spuWithSku': {
            // An SPU that has SKUs on this site: the one of the site's SKUs in turn.
            const skus = context.rowsOf('skus');
            return skus.length === 0 ? null : (skus[local % skus.length].spuId ?? null);
        }
        case 'skuOfSpu':
            return context.rowsOf('skus').find(sku => String(sku.spuId) === String(row.spuId))?.id ?? null;
        case 'coloursOfSpu':
            return context.rowsOf('skus').filter(sku => String(sku.spuId) === String(row.spuId)).slice(0, 3).map(sku => sku.id);
        case 'navTabs':
            // A product page's anchor tabs: overview, one of its sections, specs.
            return [
                { name: 'Overview', anchor: '#overview' },
                random.pick([{ name: 'Camera', anchor: '#camera' }, { name: 'Battery', anchor: '#battery' }, { name: 'Display', anchor: '#display' }]),
                { name: 'Specs', anchor: '#specs' },
            ];
        case 'spuOfSku':
            return skuOf(context)?.spuId ?? null;
        case 'mrpOfSku':
            return Number(skuOf(context)?.mrp ?? 0) || null;
        case 'sellingPriceOfSku':
            return Number(skuOf(context)?.sellingPrice ?? row.mrp ?? 0) || null;
        case 'promoPrice': {
            const selling = Number(row.sellingPrice);
            return Number.isFinite(selling) && selling > 0 && random.bool(0.4) ? marketPrice(selling * random.pick([0.9, 0.85, 0.8])) : null;
        }
    }
};
