import { describe, expect, it } from 'vitest';
import { SITES } from '../../mock-server/db/sites';
import { chooseSite, clearStoredSite, getStoredSite, reconcileStoredSite, storeSite, type Site } from '../../base/session/site';
import { getAsyncTaskUpdate, setAsyncTaskUpdate } from '../../base/session/asyncTaskFlag';
import { COOKIE, writeCookie } from '../../base/session/cookies';
import { clearToken, getToken, setToken } from '../../base/session/token';
import { storeReturnPath, takeReturnPath } from '../../base/session/returnPath';
import { cookieValue, spyNavigation, storeSiteCookies } from './helpers';

const india: Site = { regionCode: 'IN', siteCode: 'in', siteName: 'India' };
const china: Site = { regionCode: 'CN', siteCode: 'cn', siteName: 'China' };
const spain: Site = { regionCode: 'EU', siteCode: 'es', siteName: 'Spain' };
const italy: Site = { regionCode: 'EU', siteCode: 'it', siteName: 'Italy' };

describe('stored site', () => {
    it('is there only when both cookies are stored', () => {
        expect(getStoredSite()).toBeUndefined();
        writeCookie(COOKIE.regionCode, 'IN');
        expect(getStoredSite()).toBeUndefined();
        writeCookie(COOKIE.siteCode, 'in');
        expect(getStoredSite()).toEqual({ regionCode: 'IN', siteCode: 'in' });
        clearStoredSite();
        writeCookie(COOKIE.siteCode, 'in');
        expect(getStoredSite()).toBeUndefined();
    });

    it('storeSite writes both cookies and clearStoredSite removes both', () => {
        storeSite({ regionCode: 'CN', siteCode: 'cn' });
        expect(cookieValue('regionCode')).toBe('CN');
        expect(cookieValue('siteCode')).toBe('cn');
        clearStoredSite();
        expect(cookieValue('regionCode')).toBeUndefined();
        expect(cookieValue('siteCode')).toBeUndefined();
    });
});

describe('reconcileStoredSite (spec "Site loading")', () => {
    it('keeps a stored site that is among the sites', () => {
        storeSiteCookies('CN', 'cn');
        expect(reconcileStoredSite([india, china])).toEqual(china);
        expect(cookieValue('regionCode')).toBe('CN');
        expect(cookieValue('siteCode')).toBe('cn');
    });

    it('switches to the first site when the stored region is not among the sites', () => {
        storeSiteCookies('EU', 'es');
        expect(reconcileStoredSite([india, china])).toEqual(india);
        expect(cookieValue('regionCode')).toBe('IN');
        expect(cookieValue('siteCode')).toBe('in');
    });

    it('stores the first site when nothing is stored', () => {
        expect(reconcileStoredSite([china, india])).toEqual(china);
        expect(getStoredSite()).toEqual({ regionCode: 'CN', siteCode: 'cn' });
    });

    it('treats a half-stored site (one cookie) as nothing stored', () => {
        writeCookie(COOKIE.regionCode, 'CN');
        expect(reconcileStoredSite([india, china])).toEqual(india);
        expect(getStoredSite()).toEqual({ regionCode: 'IN', siteCode: 'in' });
    });

    it("keeps the stored region when it is among the sites but the stored site code is not: the region's site", () => {
        storeSiteCookies('EU', 'fr');
        expect(reconcileStoredSite([india, spain, italy])).toEqual(spain);
        expect(getStoredSite()).toEqual({ regionCode: 'EU', siteCode: 'es' });
    });

    it('clears the site when there are no sites', () => {
        storeSiteCookies('IN', 'in');
        expect(reconcileStoredSite([])).toBeUndefined();
        expect(cookieValue('regionCode')).toBeUndefined();
        expect(cookieValue('siteCode')).toBeUndefined();
    });

    it('works over the mock site list', () => {
        storeSiteCookies('EU', 'uk');
        expect(reconcileStoredSite(SITES)?.siteName).toBe('United Kingdom');
    });
});

describe('chooseSite', () => {
    it('stores both cookies and reloads the page', () => {
        const { reload, goTo } = spyNavigation();
        storeSiteCookies('IN', 'in');
        chooseSite({ regionCode: 'EU', siteCode: 'it' });
        expect(cookieValue('regionCode')).toBe('EU');
        expect(cookieValue('siteCode')).toBe('it');
        expect(reload).toHaveBeenCalledTimes(1);
        expect(goTo).not.toHaveBeenCalled();
    });
});

describe('asyncTaskUpdate flag', () => {
    it('is kept per site in local storage, independent per site', () => {
        expect(getAsyncTaskUpdate('in')).toBe(false);
        setAsyncTaskUpdate('in', true);
        expect(getAsyncTaskUpdate('in')).toBe(true);
        expect(getAsyncTaskUpdate('cn')).toBe(false);
        expect(window.localStorage.getItem('asyncTaskUpdate_in')).toBe('1');
        expect(window.localStorage.getItem('asyncTaskUpdate_cn')).toBeNull();

        setAsyncTaskUpdate('cn', true);
        setAsyncTaskUpdate('in', false);
        expect(getAsyncTaskUpdate('in')).toBe(false);
        expect(getAsyncTaskUpdate('cn')).toBe(true);
        expect(window.localStorage.getItem('asyncTaskUpdate_in')).toBeNull();
    });

    it('is off without a site', () => {
        setAsyncTaskUpdate('in', true);
        expect(getAsyncTaskUpdate(undefined)).toBe(false);
        expect(getAsyncTaskUpdate('')).toBe(false);
    });
});

describe('token and return path', () => {
    it('keeps the token in the oms_token cookie', () => {
        expect(getToken()).toBeUndefined();
        setToken('abc');
        expect(cookieValue('oms_token')).toBe('abc');
        expect(getToken()).toBe('abc');
        clearToken();
        expect(getToken()).toBeUndefined();
    });

    it('takes the stored return path once, and never stores the sign-in or error pages', () => {
        storeReturnPath('/orders/index?x=1');
        storeReturnPath('/login');
        storeReturnPath('/404');
        expect(takeReturnPath('admin')).toBe('/orders/index?x=1');
        expect(takeReturnPath('admin')).toBe('/dashboard');
    });

    it('brings the same account back to its page, and sends another account to the dashboard', () => {
        storeReturnPath('/async-task', 'qa');
        expect(takeReturnPath('qa')).toBe('/async-task');
        storeReturnPath('/async-task', 'qa');
        expect(takeReturnPath('admin')).toBe('/dashboard');
    });

    it('gives a path stored signed out (a deep link) to whoever signs in', () => {
        storeReturnPath('/orders/orderDetail/7', undefined);
        expect(takeReturnPath('finance')).toBe('/orders/orderDetail/7');
    });
});
