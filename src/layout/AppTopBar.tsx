import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { AppUserMenu } from './appbar/AppUserMenu';
import { AsyncTaskLink } from './appbar/AsyncTaskLink';
import { FullscreenToggle } from './appbar/FullscreenToggle';
import { LanguageSwitch } from './appbar/LanguageSwitch';
import { SiblingAppLinks } from './appbar/SiblingAppLinks';
import { SiteSelector } from './appbar/SiteSelector';
import { ThemeSwitch } from './appbar/ThemeSwitch';
import { ErrorLogButton } from '../errorLog/ErrorLogButton';
import { useShellPartDrawn } from './shellParts';

/** The order lookup, loaded after the first visit (the first screen's budget): it shows only once the session is in. */
const OrderLookup = lazy(() => import('./appbar/OrderLookup'));

/** The top bar's buttons, right of the page's title. */
const TopBarButtons = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Suspense fallback={null}>
            <OrderLookup />
        </Suspense>
        <SiblingAppLinks />
        <AsyncTaskLink />
        <ErrorLogButton />
        <FullscreenToggle />
        <SiteSelector />
        <LanguageSwitch />
        <ThemeSwitch />
        <LoadingIndicator />
    </Box>
);
const USER_MENU = <AppUserMenu />;
const NO_BUTTONS = <Box />;

/**
 * The top bar of spec section 1 (and the order lookup): sibling apps, async tasks, error log, fullscreen, site, language,
 * theme, user menu; its buttons drawn after the page (ShellPartsAfterPage), its title with the page.
 */
export const AppTopBar = () => {
    const drawn = useShellPartDrawn('topBar');
    return (
        <AppBar userMenu={drawn ? USER_MENU : false} toolbar={drawn ? TopBarButtons : NO_BUTTONS}>
            <TitlePortal />
        </AppBar>
    );
};
