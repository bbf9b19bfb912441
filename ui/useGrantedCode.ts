import { useMemo } from 'react';
import { grantedCodes } from '../base/session/sessionUser';
import { useSessionUser } from './session/useSessionUser';

/** The resource codes granted to the signed-in user (empty when signed out or before a site is chosen). */
export const useGrantedCodes = (): ReadonlySet<string> => {
    const user = useSessionUser();
    return useMemo(() => grantedCodes(user), [user]);
};

/** showBtn / showTab (spec section 5): true when `code` is among the signed-in user's granted resource codes. */
export const useGrantedCode = (code: string): boolean => useGrantedCodes().has(code);
