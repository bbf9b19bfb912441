import { useEffect } from 'react';
import { useMediaQuery } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { MOBILE_BREAKPOINT_PX } from '../../base/constants';

/** Spec section 2: the sidebar closes by itself under 1024 px (its open state is otherwise kept in the store). */
export const useAutoCloseSidebar = (): void => {
    const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`);
    const [, setOpen] = useSidebarState();
    useEffect(() => {
        if (narrow) setOpen(false);
    }, [narrow, setOpen]);
};
