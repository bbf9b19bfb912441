/**
 * The "new async task result" marker of the top bar, kept per site in local storage (spec section 3): an export
 * finished on site in must not light the marker on site cn.
 */
const key = (siteCode: string) => `asyncTaskUpdate_${siteCode}`;

export const getAsyncTaskUpdate = (siteCode: string | undefined): boolean =>
    !!siteCode && window.localStorage.getItem(key(siteCode)) === '1';

export const setAsyncTaskUpdate = (siteCode: string, updated: boolean): void => {
    if (updated) window.localStorage.setItem(key(siteCode), '1');
    else window.localStorage.removeItem(key(siteCode));
};
