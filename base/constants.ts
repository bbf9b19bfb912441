/**
 * Business constants of spec section 9, in one module: every timeout, limit, currency and factor the app and the
 * mock server use comes from here, so a change to a number is one edit.
 */

export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_TOAST_MS = 5_000;
export const CLICK_GUARD_MS = 2_000;
export const MENU_SHOW_TIMEOUT_MS = 200;
/** Below this width the sidebar closes itself (spec: mobile breakpoint under 1024 px). */
export const MOBILE_BREAKPOINT_PX = 1024;

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Resource codes of the sibling apps linked from the top bar (spec section 1). */
export const SIBLING_APP_CODES = ['bulk', 'bulk_overseas', 'productCore', 'prophet'] as const;
export type SiblingAppCode = (typeof SIBLING_APP_CODES)[number];

/** The application code sent to the site list call. */
export const APP_CODE = 'oms';

/** Currency symbols by site code; sites the spec does not list fall back to the code-less amount. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
    in: '₹',
    id: 'Rp',
    cn: '¥',
    eu: '€',
    // Not in spec section 9's list: the demo site tr (Türkiye) shows amounts in Turkish lira (TRY, minor unit kuruş).
    tr: '₺',
};

/** Tax or rate factor by site code (spec section 9). */
export const TAX_FACTORS: Readonly<Record<string, number>> = {
    in: 5.5,
    cn: 8,
    eu: 1,
    id: 7,
    uk: 0,
    es: 1,
    it: 1,
    // Not in spec section 9. The factor is a percentage of the order amount kept on the order as its tax
    // (resources/orders: taxAmount = orderAmount × factor / 100), not the VAT rate (eu's 1 and uk's 0 are no VAT
    // rates either: VAT is inside the prices). Türkiye's 20% KDV is likewise in its prices, so tr takes the
    // European sites' factor, 1.
    tr: 1,
};

/** Sites for which the page-view tracker is never loaded. */
export const ANALYTICS_EXCLUDED_SITES: readonly string[] = [
    'eu', 'es', 'ru', 'it', 'cz', 'tr', 'uk', 'pl', 'fr', 'ua', 'by',
];

export const ACTIVITY_NAME_MAX_LENGTH = 250;
export const RANKING_VALUE_MIN = 0;
export const RANKING_VALUE_MAX = 999_999;
export const RANKING_ESTIMATE_MIN = 10;
export const DISCOUNT_PERCENT_MIN = 0;
export const DISCOUNT_PERCENT_MAX = 1;
export const EMI_INTEREST_MAX = 100;
export const EMI_INTEREST_DECIMALS = 2;
export const PICTURE_COUNT_MULTIPLE = 2;

export const PAY_METHODS = ['card', 'netbanking', 'wallet', 'UPI', 'IMPS', 'COD', 'EMI', 'others'] as const;

export const ORDER_TYPES = [
    'buy', 'cart', 'R-pass', 'pre-order', 'pre-sale', 'full pre-sale', 'seckill', 'bargain', 'group bargain',
    'coin redemption', 'crowdfunding', 'combo purchase', 'offer package', 'trade-in',
] as const;

export const ORDER_STATUSES = ['unpaid', 'paid', 'toBeDelivered', 'shipped', 'delivered', 'cancelled'] as const;
export const ORDER_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const STOCK_STATUSES = ['sufficient', 'shortage'] as const;

/** Account types of the session user. */
export const ACCOUNT_TYPE_STAFF = 1;
export const ACCOUNT_TYPE_AGENT = 2;
/** Agent level when the account info call gives none. */
export const DEFAULT_ROLE_TYPE = 1;

/** The qa role works on test data (data type 1); every other role on live data (0). */
export const QA_ROLE = 'qa';
export const DATA_TYPE_TEST = 1;
export const DATA_TYPE_LIVE = 0;

/** The body code of a sign-in refused for a while after too many wrong passwords in a row (the mock's lock). */
export const SIGN_IN_LOCKED_CODE = 423;
