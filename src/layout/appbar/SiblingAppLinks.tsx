import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { useGrantedCodes } from '../../ui/useGrantedCode';
import { grantedSiblingApps } from './siblingApps';

/** Links to the sibling apps the signed-in user is granted, each opening in a new tab. Nothing when none is. */
export const SiblingAppLinks = () => {
    const translate = useTranslate();
    const codes = useGrantedCodes();
    const apps = useMemo(() => grantedSiblingApps(codes), [codes]);
    if (apps.length === 0) return null;
    return (
        <Stack
            component="nav"
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', lg: 'flex' }, whiteSpace: 'nowrap' }}
            aria-label={translate('oms.appbar.sibling_apps.label')}>
            {apps.map(app => {
                const title = translate(app.titleKey);
                return (
                    <Button
                        key={app.code}
                        component="a"
                        href={app.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="inherit"
                        size="small"
                        aria-label={translate('oms.appbar.sibling_apps.new_tab', { name: title })}
                    >
                        {title}
                    </Button>
                );
            })}
        </Stack>
    );
};
