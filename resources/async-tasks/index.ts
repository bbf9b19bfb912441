import AsyncTaskIcon from '@mui/icons-material/CloudSync';
import { AsyncTaskList } from './AsyncTaskList';

/** The async task centre as a react-admin resource (the demo's resource-folder pattern): list only. */
export default {
    list: AsyncTaskList,
    icon: AsyncTaskIcon,
    recordRepresentation: 'fileName',
};
