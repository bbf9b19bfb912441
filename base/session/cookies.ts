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

/**
 * The cookies as read once for the code running now: reading document.cookie is slow in a browser (traced: about 20 ms
 * of a reload's main thread, for the token, site and language each request and each start step reads), and nothing
 * but the app's own writes, which forget it, can change them before that code has run to its end.
 */
let jar: Record<string, string> | undefined;

const cookiesNow = (): Record<string, string> => {
    if (!jar) {
        jar = Cookies.get();
        queueMicrotask(() => (jar = undefined));
    }
    return jar;
};

export const readCookie = (name: CookieName): string | undefined => cookiesNow()[name] || undefined;

export const writeCookie = (name: CookieName, value: string, { session = false } = {}): void => {
    Cookies.set(name, value, { path: '/', sameSite: 'lax', ...(session ? {} : { expires: PREFERENCE_DAYS }) });
    jar = undefined;
};

export const removeCookie = (name: CookieName): void => {
    Cookies.remove(name, { path: '/' });
    jar = undefined;
};
