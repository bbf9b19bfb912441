import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { setAsyncTaskUpdate } from '../../../base/session/asyncTaskFlag';
import { getStoredSite } from '../../../base/session/site';
import { useAsyncTaskUpdate } from '../../../ui/session/useAsyncTaskUpdate';
import { useAsyncTaskMarker } from '../../../resources/kit/files/useAsyncTaskMarker';
import { useSessionUser } from '../../../ui/session/useSessionUser';
import { ASYNC_TASK_PATH } from '../../../base/routes/paths';


/**
 * The top bar's link to the upload and download task list, with a warning dot while the current site has new task
 * results (spec sections 1 and 3; when it lights: src/session/useAsyncTaskMarker.ts). Following the link counts as
 * having seen them: the marker is cleared.
 */
export const AsyncTaskLink = () => {
    const translate = useTranslate();
    const user = useSessionUser();
    const siteCode = user?.site?.siteCode ?? getStoredSite()?.siteCode;
    // Lights the marker when a task of this site finishes after the user last opened the centre.
    useAsyncTaskMarker(siteCode);
    const updated = useAsyncTaskUpdate(siteCode);
    const label = translate(updated ? 'oms.appbar.async_task.updated' : 'oms.appbar.async_task.label');
    return (
        <Tooltip title={label}>
            <IconButton
                component={Link}
                to={ASYNC_TASK_PATH}
                color="inherit"
                aria-label={label}
                onClick={() => {
                    if (updated && siteCode) setAsyncTaskUpdate(siteCode, false);
                }}
            >
                <Badge color="warning" variant="dot" invisible={!updated}>
                    <AssignmentIcon />
                </Badge>
            </IconButton>
        </Tooltip>
    );
};
