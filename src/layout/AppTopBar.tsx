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

/** The order lookup, loaded after the first visit (the first screen's budget): it shows only once the session is in. */
const OrderLookup = lazy(() => import('./appbar/OrderLookup'));

/** The top bar of spec section 1 (and the order lookup): sibling apps, async tasks, error log, fullscreen, site, language, theme, user menu. */
export const AppTopBar = () => (
    <AppBar
        userMenu={<AppUserMenu />}
        toolbar={
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
        }
    >
        <TitlePortal />
    </AppBar>
);
