import type { FieldErrors, RecordRule, ResourceModule } from '../kit/types';
import { hasFenPrecision, SUBSIDY_SITE } from '../subsidy-common/model';

const T = 'resources.subsidy-products.validation';

/** The price to the fen and at least one province (form, mock and import). */
export const productRules: RecordRule = record => {
    const errors: FieldErrors = {};
    if (!hasFenPrecision(record.sellingPrice)) errors.sellingPrice = `${T}.fen`;
    if (Array.isArray(record.provinces) && record.provinces.length === 0) errors.provinces = 'ra.validation.required';
    return errors;
};

/**
 * Against the other records (mock): the SKU is one of site cn's catalogue; each province chosen covers the
 * product's category and its price ceiling is not below the selling price (else the subsidy could never apply there).
 */
export const productServerRules: NonNullable<ResourceModule['serverRules']> = (record, rowsOf) => {
    const errors: FieldErrors = {};
    const code = String(record.skuCode ?? '');
    if (code && !rowsOf('skus').some(sku => sku.siteCode === SUBSIDY_SITE && String(sku.skuId) === code)) {
        errors.skuCode = `${T}.unknown_sku`;
    }
    const chosen = new Set((Array.isArray(record.provinces) ? record.provinces : []).map(String));
    for (const province of rowsOf('subsidy-provinces').filter(row => chosen.has(String(row.id)))) {
        const categories = Array.isArray(province.categories) ? province.categories.map(String) : [];
        if (record.subsidyCategory && !categories.includes(String(record.subsidyCategory))) {
            errors.provinces = `${T}.category_not_covered`;
            break;
        }
        if (Number(record.sellingPrice) > Number(province.priceCeiling)) {
            errors.provinces = `${T}.above_ceiling`;
            break;
        }
    }
    return errors;
};
