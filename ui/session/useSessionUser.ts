import { useSyncExternalStore } from 'react';
import { sessionUser, type SessionUser } from '../../base/session/sessionUser';

/** The loaded session user, re-rendering when it changes (sign-in, sign-out). */
export const useSessionUser = (): SessionUser | undefined =>
    useSyncExternalStore(sessionUser.subscribe, sessionUser.get, sessionUser.get);
