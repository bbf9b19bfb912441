/**
 * Where the app finds its backends. Vite inlines these at build time.
 * - VITE_API_URL: the OMS API base (default `/api`, which the mock server answers).
 * - VITE_SSO_API_URL: the base of the single sign-on calls (`/sso/...`); defaults to the API base.
 * - VITE_SSO_URL: the sign-on provider's pages (authorize, logout). Unset: the app's own /login page signs in.
 */
const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const apiConfig = {
    apiUrl: trimSlash(import.meta.env.VITE_API_URL || '/api'),
    get ssoApiUrl(): string {
        return trimSlash(import.meta.env.VITE_SSO_API_URL || this.apiUrl);
    },
    ssoUrl: import.meta.env.VITE_SSO_URL ? trimSlash(import.meta.env.VITE_SSO_URL) : undefined,
};

/** The client id the sign-on provider knows this app by. */
export const SSO_CLIENT_ID = 'oms';
