import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PublicIcon from '@mui/icons-material/Public';
import { useTranslate } from 'react-admin';
import { chooseSite, getStoredSite, type StoredSite } from '../../../base/session/site';
import { useSessionUser } from '../../../ui/session/useSessionUser';

const siteKey = (site: StoredSite): string => `${site.regionCode}/${site.siteCode}`;

/**
 * The site (market) selector of the top bar: a button showing the current site, opening the list of the user's
 * sites. Choosing another stores its codes and reloads the page (spec section 4, site loading). Hidden for a user
 * without sites. (A menu rather than a Select: the menu is already in the first screen's bundle.)
 */
export const SiteSelector = () => {
    const translate = useTranslate();
    const user = useSessionUser();
    const listId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const sites = user?.sites ?? [];
    if (sites.length === 0) return null;

    const stored = user?.site ?? getStoredSite();
    const current = stored && sites.find(site => siteKey(site) === siteKey(stored));
    const label = translate('oms.site.label');
    const nameOf = (site: (typeof sites)[number]) => translate('oms.appbar.site.option', { name: site.siteName, code: site.siteCode });

    const choose = (site: (typeof sites)[number]) => {
        setAnchor(null);
        if (current && siteKey(site) === siteKey(current)) return;
        chooseSite({ regionCode: site.regionCode, siteCode: site.siteCode });
    };

    return (
        <>
            <Button
                color="inherit"
                size="small"
                role="combobox"
                aria-label={label}
                aria-haspopup="listbox"
                aria-expanded={!!anchor}
                aria-controls={anchor ? listId : undefined}
                startIcon={<PublicIcon fontSize="small" />}
                endIcon={<ArrowDropDownIcon />}
                onClick={event => setAnchor(event.currentTarget)}
                sx={{ textTransform: 'none', whiteSpace: 'nowrap', mx: 0.5 }}
            >
                {current ? nameOf(current) : label}
            </Button>
            <Menu
                anchorEl={anchor}
                open={!!anchor}
                onClose={() => setAnchor(null)}
                slotProps={{ list: { id: listId, role: 'listbox', 'aria-label': label } }}
            >
                {sites.map(site => {
                    const selected = !!current && siteKey(site) === siteKey(current);
                    return (
                        <MenuItem key={siteKey(site)} role="option" aria-selected={selected} selected={selected} onClick={() => choose(site)}>
                            {nameOf(site)}
                        </MenuItem>
                    );
                })}
            </Menu>
        </>
    );
};
