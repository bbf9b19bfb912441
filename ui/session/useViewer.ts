import { useMemo } from 'react';
import { viewerOf, type Viewer } from '../../base/routes/visibility';
import { useSessionUser } from './useSessionUser';

/** The signed-in user as the access rules see them: grants and site. undefined until the session is loaded. */
export const useViewer = (): Viewer | undefined => {
    const user = useSessionUser();
    return useMemo(() => (user ? viewerOf(user) : undefined), [user]);
};
