import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useTranslate } from 'react-admin';
import { chooseSite, getStoredSite, type StoredSite } from '../../session/site';
import { useSessionUser } from '../../session/useSessionUser';

const siteKey = (site: StoredSite): string => `${site.regionCode}/${site.siteCode}`;

/**
 * The site (market) selector of the top bar: the user's sites, the current one selected. Choosing another stores
 * its codes and reloads the page (spec section 4, site loading). Hidden for a user without sites.
 */
export const SiteSelector = () => {
    const translate = useTranslate();
    const user = useSessionUser();
    const labelId = useId();
    const sites = user?.sites ?? [];
    if (sites.length === 0) return null;

    const current = user?.site ?? getStoredSite();
    const value = current && sites.some(site => siteKey(site) === siteKey(current)) ? siteKey(current) : '';

    const onChange = (event: SelectChangeEvent) => {
        const chosen = sites.find(site => siteKey(site) === event.target.value);
        if (!chosen || siteKey(chosen) === value) return;
        chooseSite({ regionCode: chosen.regionCode, siteCode: chosen.siteCode });
    };

    return (
        <FormControl size="small" variant="standard" sx={{ width: 170, flexShrink: 0, mx: 1 }}>
            <InputLabel id={labelId} sx={{ color: 'inherit' }}>
                {translate('oms.site.label')}
            </InputLabel>
            <Select labelId={labelId} value={value} onChange={onChange} sx={{ color: 'inherit' }}>
                {sites.map(site => (
                    <MenuItem key={siteKey(site)} value={siteKey(site)}>
                        {translate('oms.appbar.site.option', { name: site.siteName, code: site.siteCode })}
                    </MenuItem>
                ))}
            </Select>
        </FormControl>
    );
};
