import { useId, useMemo, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { useGrantedCodes } from '../../../ui/useGrantedCode';
import { grantedSiblingApps, type SiblingApp } from './siblingApps';

/** What a link to a sibling app needs: its address, a new tab, and a name that starts with its visible title. */
const useLinkProps = () => {
    const translate = useTranslate();
    return (app: SiblingApp) => {
        const title = translate(app.titleKey);
        return {
            title,
            linkProps: {
                href: app.url,
                target: '_blank',
                rel: 'noopener noreferrer',
                // The accessible name contains the visible title (axe label-content-name-mismatch).
                'aria-label': translate('oms.appbar.sibling_apps.new_tab', { name: title }),
            },
        };
    };
};

/** At lg and wider: the links in a row, in a navigation landmark. */
const SiblingAppRow = ({ apps }: { apps: readonly SiblingApp[] }) => {
    const translate = useTranslate();
    const linkOf = useLinkProps();
    return (
        <Stack
            component="nav"
            direction="row"
            spacing={0.5}
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={translate('oms.appbar.sibling_apps.label')}
        >
            {apps.map(app => {
                const { title, linkProps } = linkOf(app);
                return (
                    <Button key={app.code} component="a" color="inherit" size="small" {...linkProps}>
                        {title}
                    </Button>
                );
            })}
        </Stack>
    );
};

/** Below lg: one button opening a menu of the same links, so a narrow window still reaches every granted app. */
const SiblingAppMenu = ({ apps }: { apps: readonly SiblingApp[] }) => {
    const translate = useTranslate();
    const linkOf = useLinkProps();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const buttonId = useId();
    const menuId = useId();
    const label = translate('oms.appbar.sibling_apps.label');
    const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
    const close = () => setAnchor(null);
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    id={buttonId}
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="menu"
                    aria-controls={anchor ? menuId : undefined}
                    aria-expanded={anchor ? 'true' : 'false'}
                    onClick={open}
                >
                    <AppsIcon />
                </IconButton>
            </Tooltip>
            <Menu
                anchorEl={anchor}
                open={!!anchor}
                onClose={close}
                slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
            >
                {apps.map(app => {
                    const { title, linkProps } = linkOf(app);
                    return (
                        <MenuItem key={app.code} component="a" onClick={close} {...linkProps}>
                            {title}
                        </MenuItem>
                    );
                })}
            </Menu>
        </>
    );
};

const isWide = (theme: Theme) => theme.breakpoints.up('lg');

/**
 * Links to the sibling apps the signed-in user is granted (spec section 1), each opening in a new tab: a row of
 * links from lg (1200 px) up, a menu button below it. Nothing when none is granted.
 */
export const SiblingAppLinks = () => {
    const codes = useGrantedCodes();
    const apps = useMemo(() => grantedSiblingApps(codes), [codes]);
    // noSsr: read the width on the first render, so a wide window never flashes the menu button.
    const wide = useMediaQuery(isWide, { noSsr: true });
    if (apps.length === 0) return null;
    return wide ? <SiblingAppRow apps={apps} /> : <SiblingAppMenu apps={apps} />;
};
