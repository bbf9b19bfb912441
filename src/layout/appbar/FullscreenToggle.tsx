import { useSyncExternalStore } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useNotify, useTranslate } from 'react-admin';

const subscribe = (listener: () => void) => {
    document.addEventListener('fullscreenchange', listener);
    return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => !!document.fullscreenElement;

/** Puts the whole page in full screen or back; where the browser cannot, warns (spec section 8). */
export const FullscreenToggle = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);

    const unsupported = () => notify('oms.toast.fullscreen_unsupported', { type: 'warning' });

    const toggle = () => {
        if (!document.fullscreenEnabled) {
            unsupported();
            return;
        }
        const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
        // The browser may still refuse (policy, no user gesture): same warning.
        Promise.resolve(done).catch(unsupported);
    };

    const label = translate(fullscreen ? 'oms.appbar.fullscreen.exit' : 'oms.appbar.fullscreen.enter');
    return (
        <Tooltip title={label}>
            <IconButton color="inherit" aria-label={label} aria-pressed={fullscreen} onClick={toggle}>
                {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
        </Tooltip>
    );
};
