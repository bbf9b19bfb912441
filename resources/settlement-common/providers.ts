import type { PAY_METHODS } from '../orders/model';

/**
 * The four settlement providers of /financialReconciliation (the spec leaves them unnamed; base/routes/catalogue.ts
 * names their paths) and the instalment-finance provider, as one table: each takes the orders paid with its pay
 * methods (whatever gateway carried them), settles them in its own files, and has its own list and record page. The
 * lists share one description (settlementLineDescription), the EMI provider adding its loan fields. Pure data: the
 * mock, the screens and the tests read it.
 */
type PayMethod = (typeof PAY_METHODS)[number];

export interface SettlementProvider {
    /** The collection of its settlement lines (= the react-admin resource of its list). */
    collection: string;
    list: string;
    /** Its record page: detail/:id, or the fourth provider's read-only info/:id. */
    record: string;
    /** The pay methods of the orders it settles. */
    methods: readonly PayMethod[];
    /** The prefix of its own transaction references. */
    prefix: string;
    /** Loan fields (loan ID, tenure, loan amount, subvention, processing fee). */
    emi?: boolean;
}

const BASE = '/financialReconciliation';

export const SETTLEMENT_PROVIDERS = {
    emi_finance: { collection: 'emi-finance-settlements', list: `${BASE}/emi-finance-settlement`, record: `${BASE}/emi-finance-settlement/detail/:id`, methods: ['EMI'], prefix: 'EMF', emi: true },
    card_wallet_1: { collection: 'card-wallet-settlements-1', list: `${BASE}/card-wallet-settlement-1`, record: `${BASE}/card-wallet-settlement-1/detail/:id`, methods: ['card'], prefix: 'CRD' },
    card_wallet_2: { collection: 'card-wallet-settlements-2', list: `${BASE}/card-wallet-settlement-2`, record: `${BASE}/card-wallet-settlement-2/detail/:id`, methods: ['wallet'], prefix: 'WLT' },
    card_wallet_3: { collection: 'card-wallet-settlements-3', list: `${BASE}/card-wallet-settlement-3`, record: `${BASE}/card-wallet-settlement-3/detail/:id`, methods: ['UPI'], prefix: 'UPI' },
    other_provider: { collection: 'other-provider-settlements', list: `${BASE}/other-provider-settlement`, record: `${BASE}/other-provider-settlement/info/:id`, methods: ['netbanking', 'IMPS', 'others'], prefix: 'OTH' },
} as const satisfies Record<string, SettlementProvider>;

export type ProviderKey = keyof typeof SETTLEMENT_PROVIDERS;
export const PROVIDER_KEYS = Object.keys(SETTLEMENT_PROVIDERS) as ProviderKey[];
export const LINE_COLLECTIONS = PROVIDER_KEYS.map(key => SETTLEMENT_PROVIDERS[key].collection);

/** The provider of a pay method (every gateway-paid method has one; cash on delivery has none). */
export const providerOfMethod = (payMethod: unknown): ProviderKey | undefined =>
    PROVIDER_KEYS.find(key => (SETTLEMENT_PROVIDERS[key].methods as readonly string[]).includes(String(payMethod)));

export const providerOfCollection = (collection: string): ProviderKey | undefined => PROVIDER_KEYS.find(key => SETTLEMENT_PROVIDERS[key].collection === collection);

/** The record page of a settlement line of a provider. */
export const linePath = (provider: ProviderKey, id: string | number) => SETTLEMENT_PROVIDERS[provider].record.replace(':id', String(id));
