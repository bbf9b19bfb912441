import type { FieldErrors } from '../kit/types';

const T = 'resources.finance-costs.validation';

/** A figure's month is written as its first day (2026-10-01), as the monthly ledger writes its months. */
export const financeCostRules = (record: Record<string, unknown>): FieldErrors => {
    const month = String(record.month ?? '');
    return month !== '' && !/^\d{4}-\d{2}-01$/.test(month.slice(0, 10)) ? { month: `${T}.first_of_month` } : {};
};

/** One figure of a kind per SKU and month (a second one would leave the report two costs to choose from). */
export const financeCostDuplicates = (record: Record<string, unknown>, rows: readonly Record<string, unknown>[]): FieldErrors =>
    rows.some(
        row =>
            String(row.id) !== String(record.id) &&
            String(row.skuId) === String(record.skuId) &&
            String(row.month).slice(0, 10) === String(record.month ?? '').slice(0, 10) &&
            row.dataType === record.dataType,
    )
        ? { skuId: `${T}.duplicate` }
        : {};
