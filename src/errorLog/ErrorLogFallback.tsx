import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

/** What an error boundary shows instead of the part that failed: a short note and a retry button. */
export const ErrorLogFallback = ({ onRetry }: { onRetry: () => void }) => {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            role="alert"
            action={
                <Button color="inherit" size="small" onClick={onRetry}>
                    {translate('oms.appbar.error_boundary.retry')}
                </Button>
            }
        >
            {translate('oms.appbar.error_boundary.title')} {translate('oms.appbar.error_boundary.hint')}
        </Alert>
    );
};
