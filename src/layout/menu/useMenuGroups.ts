import { useMemo } from 'react';
import { BUILT_SCREENS } from '../../routes/screens';
import { menuGroups, type MenuGroup } from '../../../base/routes/visibility';
import { useViewer } from '../../../ui/session/useViewer';

/** The signed-in user's menu (groups and entries), recomputed only when the session changes. Empty until loaded. */
export const useMenuGroups = (built: ReadonlySet<string> = BUILT_SCREENS): MenuGroup[] => {
    const viewer = useViewer();
    return useMemo(() => (viewer ? menuGroups(viewer, built) : []), [viewer, built]);
};
