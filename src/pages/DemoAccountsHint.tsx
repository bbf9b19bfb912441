import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEMO_PASSWORD } from '../../mock-server/db/accounts';

/** Builds with the mock name the demo accounts on the sign-in page; the password comes from the mock itself. */
const DemoAccountsHint = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2, maxWidth: 300 }}>
            {translate('oms.auth.demo_hint', { password: DEMO_PASSWORD })}
        </Typography>
    );
};

export default DemoAccountsHint;
