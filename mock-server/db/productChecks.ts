import { checkProduct } from '../../resources/product-checks/rules';
import type { Row } from './collection';
import { SEED_NOW } from './random';

/**
 * The rows of /cms/product-check, computed from the site's product records, never written: the products the website
 * shows (the SKUs with a website price, and the default and colour SKUs of its online dynamic product cards), each
 * checked five times (resources/product-checks/rules.ts) against its website price, its and its SPU's pictures, the
 * SPU's spec comparison, the stock set aside for the website (SKU allocations) and the SPU's product page.
 */

/** The channels whose allocated stock the website sells. */
const WEB_CHANNELS: readonly unknown[] = ['web', 'all'];

const byKey = (rows: readonly Row[], key: (row: Row) => string) => {
    const map = new Map<string, Row>();
    for (const row of rows) if (!map.has(key(row))) map.set(key(row), row);
    return map;
};

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === null || value === undefined || value === '' ? [] : [String(value)]);

/** The SKU ids (as text) the website shows on a site, in the order of its SKUs. */
const shownSkus = (siteCode: string, rowsOf: (name: string) => readonly Row[]): Row[] => {
    const shown = new Set<string>();
    for (const price of rowsOf('web-prices')) if (price.siteCode === siteCode) shown.add(String(price.skuId));
    for (const card of rowsOf('product-cards')) {
        if (card.siteCode !== siteCode || card.cardType !== 'dynamic' || card.status !== 'online') continue;
        for (const id of [...idsOf(card.defaultSkuId), ...idsOf(card.colourSkuIds)]) shown.add(id);
    }
    return rowsOf('skus').filter(sku => sku.siteCode === siteCode && shown.has(String(sku.id)));
};

/**
 * The check's rows: of every site as the seed's time (the seed), or of one site at the time it is run again (POST
 * /product-checks/run, which puts them in place of that site's rows).
 */
export const computeProductChecks = (rowsOf: (name: string) => readonly Row[], only?: { siteCode: string; checkTime: string }): Row[] => {
    const sites = only ? [only.siteCode] : [...new Set(rowsOf('skus').map(sku => String(sku.siteCode)))];
    const spus = byKey(rowsOf('spu'), row => String(row.id));
    const prices = byKey(rowsOf('web-prices'), row => `${String(row.siteCode)}|${String(row.skuId)}`);
    const specs = byKey(rowsOf('spec-comparisons'), row => `${String(row.siteCode)}|${String(row.spuId)}`);
    // A product page online wins over a draft or offline one of the same SPU.
    const pages = byKey(
        [...rowsOf('product-pages')].sort((a, b) => Number(b.status === 'online') - Number(a.status === 'online')),
        row => `${String(row.siteCode)}|${String(row.spuId)}`,
    );
    const webStock = new Map<string, number>();
    for (const allocation of rowsOf('sku-allocations')) {
        if (allocation.status !== 'enabled' || !WEB_CHANNELS.includes(allocation.channel)) continue;
        const key = `${String(allocation.siteCode)}|${String(allocation.skuId)}`;
        webStock.set(key, (webStock.get(key) ?? 0) + Math.max(0, Number(allocation.allocatedQty) || 0));
    }
    const rows: Row[] = [];
    for (const siteCode of sites) {
        const checkTime = only?.checkTime ?? new Date(SEED_NOW).toISOString();
        for (const sku of shownSkus(siteCode, rowsOf)) {
            const spu = spus.get(String(sku.spuId));
            const price = prices.get(`${siteCode}|${String(sku.id)}`);
            const page = pages.get(`${siteCode}|${String(sku.spuId)}`);
            const findings = checkProduct({
                price: price && { status: price.status, mrp: price.mrp, sellingPrice: price.sellingPrice },
                skuImages: Array.isArray(sku.images) ? sku.images : [],
                spuImage: spu?.mainImage,
                keySpecCount: Number(specs.get(`${siteCode}|${String(sku.spuId)}`)?.keySpecCount ?? 0) || 0,
                webStock: webStock.get(`${siteCode}|${String(sku.id)}`) ?? 0,
                page: page && { status: page.status, buyUrl: page.buyUrl },
            });
            for (const finding of findings) {
                rows.push({ id: rows.length + 1, siteCode, skuId: sku.id, spuId: sku.spuId, categoryId: spu?.categoryId ?? null, ...finding, checkTime });
            }
        }
    }
    return rows;
};
