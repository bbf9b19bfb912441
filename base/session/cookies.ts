import Cookies from 'js-cookie';

/**
 * Names of the cookies the app owns. The language and site choices are cookies (spec section 1), not the
 * react-admin store, because the store is wiped at logout and these choices must outlive a session.
 */
export const COOKIE = {
    token: 'oms_token',
    siteCode: 'siteCode',
    regionCode: 'regionCode',
    language: 'language',
} as const;

type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** One year: a staff member keeps their site and language between visits. */
const PREFERENCE_DAYS = 365;

export const readCookie = (name: CookieName): string | undefined => Cookies.get(name) || undefined;

export const writeCookie = (name: CookieName, value: string, { session = false } = {}): void => {
    Cookies.set(name, value, { path: '/', sameSite: 'lax', ...(session ? {} : { expires: PREFERENCE_DAYS }) });
};

export const removeCookie = (name: CookieName): void => {
    Cookies.remove(name, { path: '/' });
};
