import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../base/routes/paths';

/**
 * What an error boundary shows instead of the part that failed: a short note, a retry button, and a way back to
 * the dashboard for when the part fails again.
 */
export const ErrorLogFallback = ({ onRetry }: { onRetry: () => void }) => {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            role="alert"
            action={
                <>
                    <Button color="inherit" size="small" onClick={onRetry}>
                        {translate('oms.appbar.error_boundary.retry')}
                    </Button>
                    <Button color="inherit" size="small" component={Link} to={DASHBOARD_PATH}>
                        {translate('oms.appbar.error_boundary.dashboard')}
                    </Button>
                </>
            }
        >
            {translate('oms.appbar.error_boundary.title')} {translate('oms.appbar.error_boundary.hint')}
        </Alert>
    );
};
