/// <reference types="vite/client" />

interface ImportMetaEnv {
    readonly VITE_API_URL?: string;
    readonly VITE_SSO_API_URL?: string;
    readonly VITE_SSO_URL?: string;
    readonly VITE_MOCK?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}

/** True when the MSW mock server is started with the app (see vite.config.ts). */
declare const __MOCK__: boolean;
