import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * Finance settings per payment provider (/financialReconciliation/financialInfoSettings): the merchant account, the
 * fee (MDR) and the tax on it as rates, the settlement cycle (T+n days), the bank account paid into and the ledger
 * account the settlements are booked to. A merchant ID is used once per site; rates are fractions (0.02 is 2 %), the
 * fee at most 10 % and the tax on it at most 30 %; the cycle 0–30 days; enabled or disabled by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'provider', order: 'ASC' },
    actions: {
        dialog: { create: true },
        export: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'provider', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'merchantId', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 32 },
        { source: 'feeRate', type: 'percent', column: 'default', required: true, min: 0, max: 0.1 },
        { source: 'taxOnFeeRate', type: 'percent', column: 'default', required: true, min: 0, max: 0.3 },
        { source: 'settlementCycleDays', type: 'number', column: 'default', required: true, min: 0, max: 30, sortable: true },
        { source: 'bankAccount', type: 'text', column: 'pickable', required: true, maxLength: 34 },
        { source: 'glAccountCode', type: 'text', column: 'default', required: true, maxLength: 20 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

const numeric = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** Rates kept as numbers (the seed's examples and a workbook's cells may be text). */
export const derive: ResourceModule['derive'] = record => ({ feeRate: numeric(record.feeRate), taxOnFeeRate: numeric(record.taxOnFeeRate) });
