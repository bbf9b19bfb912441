/// <reference types="vite/client" />

interface ImportMetaEnv {
    readonly VITE_API_URL?: string;
    readonly VITE_SSO_API_URL?: string;
    readonly VITE_SSO_URL?: string;
    readonly VITE_MOCK?: string;
    /** Where page views are posted; unset (and the mock off): no analytics. */
    readonly VITE_ANALYTICS_URL?: string;
    /** Sibling apps linked from the top bar (defaults: /bulk/, /bulk-overseas/, /product-core/, /prophet/). */
    readonly VITE_BULK_URL?: string;
    readonly VITE_BULK_OVERSEAS_URL?: string;
    readonly VITE_PRODUCT_CORE_URL?: string;
    readonly VITE_PROPHET_URL?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}

/** True when the MSW mock server is started with the app (see vite.config.ts). */
declare const __MOCK__: boolean;
