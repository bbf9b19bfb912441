import LockIcon from '@mui/icons-material/Lock';
import { ErrorStatusPage } from './ErrorStatusPage';

/** /401 (hidden): the user is not authorised for what was asked; the way back is the dashboard. */
export const UnauthorizedPage = () => (
    <ErrorStatusPage
        pageTitle="routes.general.unauthorized"
        title="oms.pages.unauthorized.title"
        message="oms.pages.unauthorized.message"
        icon={<LockIcon color="disabled" sx={{ fontSize: 72 }} />}
    />
);

export default UnauthorizedPage;
