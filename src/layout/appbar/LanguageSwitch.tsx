import { useEffect, useId, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { useI18nProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES } from '../../constants';

/**
 * The language chosen last, until its success toast is shown. react-admin remounts the whole tree (notification
 * queue included) once the new catalogue is in force, so the toast cannot be raised by the click itself: the
 * remounted switch raises it, in the new language.
 */
let switchedTo: string | undefined;

const rememberSwitch = (locale: string): void => {
    switchedTo = locale;
};

/** True once, when the remembered switch to this locale is done. */
const takeSwitchDone = (currentLocale: string): boolean => {
    if (!switchedTo || switchedTo !== currentLocale) return false;
    switchedTo = undefined;
    return true;
};

/**
 * Language menu (spec section 1: zh or en). Switching changes react-admin's locale; the i18nProvider keeps the choice
 * in the language cookie, and react-admin re-renders the main view in the new language.
 */
export const LanguageSwitch = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const i18nProvider = useI18nProvider();
    const [locale, setLocale] = useLocaleState();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const menuId = useId();

    useEffect(() => {
        if (takeSwitchDone(i18nProvider.getLocale())) notify('oms.toast.switch_language', { type: 'success' });
    }, [i18nProvider, locale, notify]);

    const choose = (next: string) => {
        setAnchor(null);
        if (next === locale) return;
        rememberSwitch(next);
        setLocale(next);
    };

    const label = translate('oms.language.label');
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="menu"
                    aria-controls={anchor ? menuId : undefined}
                    aria-expanded={anchor ? true : undefined}
                    onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                >
                    <TranslateIcon />
                </IconButton>
            </Tooltip>
            <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {LOCALES.map(option => {
                    const current = option === locale;
                    return (
                        <MenuItem key={option} selected={current} aria-current={current ? 'true' : undefined} onClick={() => choose(option)}>
                            <ListItemIcon>{current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                            <ListItemText>{translate(`oms.language.${option}`)}</ListItemText>
                        </MenuItem>
                    );
                })}
            </Menu>
        </>
    );
};
