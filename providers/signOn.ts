import { clearToken } from '../base/session/token';
import { sessionUser } from '../base/session/sessionUser';
import { navigation } from '../base/session/navigation';
import { storeReturnPath } from '../base/session/returnPath';
import { apiConfig, SSO_CLIENT_ID } from '../base/config';

/** The app's own sign-in page, used when no sign-on provider is configured (the mock). */
export const LOGIN_PATH = '/login';
export const AUTH_REDIRECT_PATH = '/authredirect';

/** Where signing in happens: the provider's authorize page, coming back through /authredirect. */
export const signOnUrl = (): string => {
    if (!apiConfig.ssoUrl) return LOGIN_PATH;
    const redirectUri = `${window.location.origin}${AUTH_REDIRECT_PATH}`;
    return `${apiConfig.ssoUrl}/authorize?client_id=${SSO_CLIENT_ID}&redirect_uri=${encodeURIComponent(redirectUri)}`;
};

/** Where signing out ends: the provider's logout page, or the app's own sign-in page. */
export const signOffUrl = (): string => {
    if (!apiConfig.ssoUrl) return LOGIN_PATH;
    const redirectUri = `${window.location.origin}/`;
    return `${apiConfig.ssoUrl}/logout?client_id=${SSO_CLIENT_ID}&redirect_uri=${encodeURIComponent(redirectUri)}`;
};

/** Forgets the local session (token and loaded user); the site and language choices stay. */
export const clearLocalSession = (): void => {
    clearToken();
    sessionUser.clear();
};

/**
 * A body code 401: the session is over. Log out locally, keep where the user was, and go to sign-on.
 */
export const sendToSignOn = (): void => {
    storeReturnPath(navigation.currentPath());
    clearLocalSession();
    navigation.goTo(signOnUrl());
};
