import type { FieldErrors } from '../kit/types';

/**
 * A bank offer's rules, the one validator of its form, its import and the mock: the window ends after it starts; a
 * percentage is at most 100 and needs a cap; a flat discount is below the minimum order value; an EMI offer names
 * its tenures and a full-payment one none. Against the site's other offers (`overlapErrors`): two enabled offers of
 * the same bank may not cover the same SKU with the same tenure (or both full payment) at the same time.
 */
const T = 'resources.bank-offers.validation';
export const BANKS = ['hdfc', 'icici', 'sbi', 'axis', 'kotak', 'bob', 'yes', 'idfc_first', 'amex', 'rbl'] as const;
export const EMI_TENURES = ['3', '6', '9', '12', '18', '24'] as const;
export const OFFER_STATUSES = ['enabled', 'disabled'] as const;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export const bankOfferRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (present(record.startTime) && present(record.endTime) && String(record.endTime) <= String(record.startTime)) errors.endTime = `${T}.end_before_start`;
    const value = Number(record.discountValue);
    if (record.discountType === 'percent' && present(record.discountValue)) {
        if (value > 100) errors.discountValue = `${T}.percent_above_100`;
        if (!present(record.maxDiscount) || Number(record.maxDiscount) <= 0) errors.maxDiscount = `${T}.cap_required`;
    }
    if (record.discountType === 'flat' && present(record.discountValue) && present(record.minOrderValue) && value >= Number(record.minOrderValue)) {
        errors.discountValue = `${T}.flat_not_below_min`;
    }
    if (record.paymentMode === 'emi' && list(record.emiTenures).length === 0) errors.emiTenures = `${T}.tenures_required`;
    if (record.paymentMode === 'full_payment' && list(record.emiTenures).length > 0) errors.emiTenures = `${T}.tenures_not_for_full_payment`;
    return errors;
};

/** The tenures an offer covers: its EMI months, or 'full' for a full payment. */
const tenuresOf = (record: Record<string, unknown>) => (record.paymentMode === 'emi' ? list(record.emiTenures) : ['full']);

/** The first enabled offer of the same bank that overlaps this one in time, SKU and tenure, as the field error. */
export const overlapErrors = (record: Record<string, unknown>, others: readonly Record<string, unknown>[]): FieldErrors => {
    if (record.status !== 'enabled' || !present(record.startTime) || !present(record.endTime)) return {};
    const skus = new Set(list(record.skuIds));
    const tenures = new Set(tenuresOf(record));
    for (const other of others) {
        if (String(other.id) === String(record.id) || other.status !== 'enabled' || other.bank !== record.bank) continue;
        if (!(String(other.startTime) < String(record.endTime) && String(record.startTime) < String(other.endTime))) continue;
        const sku = list(other.skuIds).find(id => skus.has(id));
        const tenure = tenuresOf(other).find(months => tenures.has(months));
        if (sku !== undefined && tenure !== undefined) {
            return { skuIds: { message: `${T}.overlap`, args: { offer: String(other.offerName), sku, tenure: tenure === 'full' ? '—' : tenure } } };
        }
    }
    return {};
};
