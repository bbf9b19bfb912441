import type { Row } from './collection';
import { SEED_NOW, DAY_MS } from './random';

type RowsOf = (name: string) => readonly Row[];

/**
 * Past batches of /bankOffer/batch: the SKUs of the site's first seeded offers, as if bound by an import (two batches
 * a site, a few weeks back), so each row's offer, bank and SKUs are what /bankOffer/index shows. Written afterwards by
 * the import only (resources/bank-offer-bindings/rules.ts, `applyBindings`).
 */
export const seedBankOfferBindings = (rowsOf: RowsOf): Row[] => {
    const codeOf = new Map(rowsOf('skus').map(sku => [String(sku.id), String(sku.skuId)]));
    const bySite = new Map<string, Row[]>();
    for (const offer of rowsOf('bank-offers')) bySite.set(String(offer.siteCode), [...(bySite.get(String(offer.siteCode)) ?? []), offer]);
    const rows: Row[] = [];
    for (const offers of bySite.values()) {
        offers.slice(0, 6).forEach((offer, index) => {
            const skuIds = Array.isArray(offer.skuIds) ? offer.skuIds : [];
            const batch = index < 3 ? 1 : 2;
            const time = new Date(SEED_NOW - (30 - batch * 10) * DAY_MS + index * 60_000);
            rows.push({
                id: rows.length + 1,
                siteCode: offer.siteCode,
                offer: String(offer.id),
                skuCodes: skuIds.map(id => codeOf.get(String(id)) ?? '').filter(Boolean).join(', '),
                offerId: offer.id,
                bank: offer.bank,
                skuIds,
                addedCount: skuIds.length,
                batchNo: `BOB${time.toISOString().replace(/\D/g, '').slice(0, 8)}0900${batch}0`,
                creator: 'Priya Raman',
                createTime: time.toISOString(),
            });
        });
    }
    return rows;
};

export const BANK_OFFER_BINDING_SEEDS: Readonly<Record<string, (rowsOf: RowsOf) => Row[]>> = { 'bank-offer-bindings': seedBankOfferBindings };

/** Written by the import only (which binds the SKUs to the offers in the same turn). */
export const BANK_OFFER_BINDINGS_READ_ONLY: Readonly<Record<string, string>> = { 'bank-offer-bindings': 'the batch import' };
