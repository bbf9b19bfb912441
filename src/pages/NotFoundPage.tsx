import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ErrorStatusPage } from './ErrorStatusPage';

/** /404 (hidden): unknown paths and routes the user may not open land here, with a way back to the dashboard. */
export const NotFoundPage = () => (
    <ErrorStatusPage
        pageTitle="routes.general.notFound"
        title="oms.pages.not_found.title"
        message="oms.pages.not_found.message"
        icon={<SearchOffIcon color="disabled" sx={{ fontSize: 72 }} />}
    />
);

export default NotFoundPage;
