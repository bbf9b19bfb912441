import type { FieldErrors, ResourceModule } from '../kit/types';
import { overlapErrors } from '../bank-offers/rules';

/**
 * A batch binding of SKUs to bank offers (/bankOffer/batch), one validator of the import and the mock: a row names an
 * offer of the site by its ID or its name (a name several offers share must be given as an ID) and one to 200 SKU
 * codes of the site (comma-separated); the binding may not make the offer overlap another enabled offer of the same
 * bank on a SKU and tenure in the same period — the bank offers' own rule (`overlapErrors`), run with the rows above
 * it in the file already bound, so a file cannot bind one SKU to two overlapping offers either.
 */
const T = 'resources.bank-offer-bindings.validation';
export const MAX_SKUS = 200;

type Rows = readonly Record<string, unknown>[];

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The SKU codes of a row, as typed (commas, semicolons or blanks between them), each once. */
export const skuCodesOf = (value: unknown): string[] => [...new Set(String(value ?? '').split(/[\s,;]+/).filter(Boolean))];

export const bindingRules = (record: Record<string, unknown>): FieldErrors => {
    const codes = skuCodesOf(record.skuCodes);
    if (present(record.skuCodes) && codes.length > MAX_SKUS) return { skuCodes: { message: `${T}.too_many`, args: { max: MAX_SKUS } } };
    return {};
};

/** The offer a row names: by its ID, else by its name (only when one offer has it). */
export const offerOf = (text: unknown, offers: Rows): { offer?: Record<string, unknown>; error?: string } => {
    const wanted = String(text ?? '').trim();
    const byId = offers.find(offer => String(offer.id) === wanted);
    if (byId) return { offer: byId };
    const named = offers.filter(offer => String(offer.offerName).trim().toLowerCase() === wanted.toLowerCase());
    if (named.length === 1) return { offer: named[0] };
    return { error: named.length > 1 ? `${T}.offer_ambiguous` : `${T}.offer_unknown` };
};

/** The SKUs a row names, by their code (skuId), and the codes of none. */
export const skusOf = (value: unknown, skus: Rows): { ids: unknown[]; unknown: string[] } => {
    const byCode = new Map(skus.map(sku => [String(sku.skuId), sku.id]));
    const codes = skuCodesOf(value);
    return { ids: codes.filter(code => byCode.has(code)).map(code => byCode.get(code)), unknown: codes.filter(code => !byCode.has(code)) };
};

/** Against the site's offers and SKUs: the offer found, every SKU code known. */
export const bindingServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => Rows): FieldErrors => {
    const errors: FieldErrors = {};
    if (present(record.offer)) {
        const { error } = offerOf(record.offer, rowsOf('bank-offers'));
        if (error) errors.offer = error;
    }
    if (present(record.skuCodes)) {
        const { unknown } = skusOf(record.skuCodes, rowsOf('skus'));
        if (unknown.length > 0) errors.skuCodes = { message: `${T}.sku_unknown`, args: { codes: unknown.slice(0, 10).join(', ') } };
    }
    return errors;
};

const union = (a: unknown, b: readonly unknown[]) => {
    const ids = Array.isArray(a) ? [...a] : [];
    for (const id of b) if (!ids.some(other => String(other) === String(id))) ids.push(id);
    return ids;
};

/**
 * The file's rows in order, each bound on top of the rows above it: a binding that makes its offer overlap another
 * enabled offer of the bank (the bank offers' rule and text) is refused at its SKU codes.
 */
export const bindingFileRules = (records: Rows, _rowNumbers: readonly number[], rowsOf: (collection: string) => Rows): FieldErrors[] => {
    const offers = rowsOf('bank-offers').map(offer => ({ ...offer }));
    const skus = rowsOf('skus');
    return records.map((record): FieldErrors => {
        const { offer } = offerOf(record.offer, offers);
        const { ids, unknown } = skusOf(record.skuCodes, skus);
        if (!offer || unknown.length > 0 || ids.length === 0) return {};
        const bound = { ...offer, skuIds: union(offer.skuIds, ids) };
        const overlap = overlapErrors(bound, offers).skuIds;
        if (overlap) return { skuCodes: overlap };
        offer.skuIds = bound.skuIds;
        return {};
    });
};

/** A batch accepted: each offer gets its new SKUs, and each row the offer, bank and SKUs it bound, and its batch. */
export const applyBindings: NonNullable<ResourceModule['afterImport']> = (written, store) => {
    const batchNo = `BOB${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    for (const row of written) {
        const { offer } = offerOf(row.offer, store.rowsOf('bank-offers'));
        if (!offer) continue;
        const { ids } = skusOf(row.skuCodes, store.rowsOf('skus'));
        const before = Array.isArray(offer.skuIds) ? offer.skuIds.length : 0;
        const skuIds = union(offer.skuIds, ids);
        store.update('bank-offers', offer.id, { skuIds });
        store.update('bank-offer-bindings', row.id, { offerId: offer.id, bank: offer.bank, skuIds: ids, addedCount: skuIds.length - before, batchNo });
    }
};
