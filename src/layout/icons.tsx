import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The ~36 menu icons are a chunk of their own, fetched as the shell first renders: the first screen (sign-in) does
 * not need them, and the menu's text is usable before they arrive. The placeholder keeps the layout still.
 */
const RouteIconSvg = lazy(() => import('./routeIconSet').then(module => ({ default: module.RouteIconSvg })));

const iconBox = { small: 20, medium: 24, large: 35, inherit: '1em' } as const;

export const RouteIcon = (props: { name: string | undefined } & SvgIconProps) => {
    const size = iconBox[props.fontSize ?? 'medium'];
    return (
        <Suspense fallback={<Box component="span" sx={{ display: 'inline-block', width: size, height: size }} />}>
            <RouteIconSvg {...props} />
        </Suspense>
    );
};
