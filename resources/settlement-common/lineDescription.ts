import type { FieldDescription, ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { MATCH_STATUSES, TXN_TYPES } from '../recon-items/model';
import { ERROR_STATUSES, lineNetAmount, settlementLineRules } from './model';
import { SETTLEMENT_PROVIDERS, type ProviderKey } from './providers';

/**
 * The one description of a provider's settlement lines, parametrised by the provider (not five copies): a line is a
 * payment or refund the provider settled, with its fee, the tax on it and the net paid out, imported from the
 * provider's file (all the workbook's rows or none; a provider's transaction ID once). The instalment-finance
 * provider adds its loan: loan ID, tenure, loan amount, the subvention the brand bears and the lender's processing
 * fee. The match with /orders (match status, OMS amount, difference, the error and its log) is the server's, shown
 * on the line's record page with the raw file row.
 */
export const TENURES = [3, 6, 9, 12, 18, 24] as const;

const money = (source: string, extra: Partial<FieldDescription> = {}): FieldDescription => ({ source, type: 'money', tab: 'line', min: 0, max: 100_000_000, ...extra });

const loanFields: readonly FieldDescription[] = [
    { source: 'loanId', type: 'text', tab: 'line', column: 'default', filter: 'alwaysOn', required: true, maxLength: 24 },
    { source: 'tenureMonths', type: 'number', tab: 'line', column: 'default', filter: 'optional', required: true, min: 3, max: 24, sortable: true },
    money('loanAmount', { column: 'pickable', required: true, min: 0.01 }),
    money('subventionAmount', { column: 'pickable' }),
    money('processingFee', { column: 'pickable' }),
];

export const settlementLineDescription = (provider: ProviderKey): ResourceModule['description'] => {
    const { methods, emi } = SETTLEMENT_PROVIDERS[provider] as { methods: readonly string[]; emi?: boolean };
    return {
        sort: { field: 'txnTime', order: 'DESC' },
        actions: { readOnly: true, import: true, export: true },
        tabs: ['line', 'match', 'raw'],
        fields: [
            { source: 'paymentId', type: 'text', tab: 'line', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 40 },
            { source: 'orderId', type: 'text', tab: 'line', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
            ...(emi ? loanFields.slice(0, 1) : []),
            { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS.filter(channel => channel !== 'cod'), tab: 'line', column: 'pickable', filter: 'optional', required: true },
            { source: 'payMethod', type: 'enum', choices: methods, tab: 'line', column: 'pickable', required: true },
            { source: 'txnType', type: 'enum', choices: TXN_TYPES, tab: 'line', column: 'default', filter: 'optional', required: true },
            { source: 'refundNo', type: 'text', tab: 'line', column: 'pickable', maxLength: 32 },
            { source: 'txnTime', type: 'datetime', tab: 'line', column: 'default', required: true, sortable: true },
            { source: 'settlementDate', type: 'date', tab: 'line', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
            money('grossAmount', { column: 'default', required: true, min: 0.01, sortable: true }),
            money('feeAmount', { column: 'pickable' }),
            money('taxOnFee', { column: 'pickable' }),
            ...(emi ? loanFields.slice(1) : []),
            { source: 'netAmount', type: 'money', tab: 'line', column: 'default', formHidden: true },
            { source: 'utrNo', type: 'text', tab: 'line', column: 'pickable', filter: 'optional', maxLength: 32 },
            { source: 'merchantId', type: 'text', tab: 'line', column: 'pickable', maxLength: 32 },
            { source: 'importBatch', type: 'text', tab: 'line', column: 'pickable', filter: 'optional', maxLength: 40 },
            { source: 'matchStatus', type: 'enum', choices: MATCH_STATUSES, tab: 'match', column: 'default', filter: 'alwaysOn', formHidden: true },
            { source: 'internalAmount', type: 'money', tab: 'match', column: 'pickable', formHidden: true },
            { source: 'diffAmount', type: 'money', tab: 'match', column: 'pickable', formHidden: true },
            { source: 'errorNo', type: 'text', tab: 'match', column: 'pickable', formHidden: true },
            { source: 'errorStatus', type: 'enum', choices: ERROR_STATUSES, tab: 'match', column: 'pickable', formHidden: true },
            { source: 'log', type: 'json', tab: 'match', formHidden: true },
            { source: 'rawRow', type: 'json', tab: 'raw', formHidden: true },
        ],
    };
};

/** The file row as the provider wrote it (its own column names), kept with the line for its record page. */
export const rawRowOf = (record: Record<string, unknown>) => ({
    'Txn Ref': record.paymentId ?? '',
    'Merchant Order No': record.orderId ?? '',
    ...(record.loanId ? { 'Loan A/c': record.loanId, Tenure: record.tenureMonths ?? '', Subvention: record.subventionAmount ?? '' } : {}),
    Type: record.txnType === 'refund' ? 'REFUND' : 'SALE',
    'Refund Ref': record.refundNo ?? '',
    'Txn Date': record.txnTime ?? '',
    'Settled On': record.settlementDate ?? '',
    Gross: record.grossAmount ?? '',
    MDR: record.feeAmount ?? '',
    'Tax on MDR': record.taxOnFee ?? '',
    UTR: record.utrNo ?? '',
});

const TENURE = 'resources.settlement-common.validation.tenure';

/** The lines' rules (every provider), and the loan's tenure for the instalment-finance provider. */
export const settlementLineModule = (provider: ProviderKey): Pick<ResourceModule, 'description' | 'rules' | 'derive'> => ({
    description: settlementLineDescription(provider),
    rules: record => {
        const errors = settlementLineRules(record);
        if (provider === 'emi_finance' && record.tenureMonths !== undefined && record.tenureMonths !== null && record.tenureMonths !== '' && !(TENURES as readonly number[]).includes(Number(record.tenureMonths))) {
            errors.tenureMonths = { message: TENURE, args: { tenures: TENURES.join(', ') } };
        }
        return errors;
    },
    derive: record => ({ netAmount: lineNetAmount(record), rawRow: rawRowOf(record) }),
});
