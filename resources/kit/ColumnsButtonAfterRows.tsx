import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, ColumnsButton } from 'react-admin';
import { usePageFirstDrawn } from '../../ui/pageFirstDrawn';

/**
 * react-admin's column picker, drawn once the list's first rows are. Its popover is kept mounted, and DataTable draws
 * every column's switch into it (ColumnsSelector, through a portal) in the same render as the rows as soon as it finds
 * the popover: 54 switches for the orders, as long as half of the rows themselves. Found a moment later (DataTable
 * looks for it again every 100 ms during its first half second), they are drawn after the rows are shown.
 *
 * Until then the toolbar holds the same button, inactive, so that nothing in the toolbar moves when the picker comes.
 */
export const ColumnsButtonAfterRows = () =>
    usePageFirstDrawn() ? (
        <ColumnsButton />
    ) : (
        <Button size="small" label="ra.action.select_columns" disabled>
            <ViewWeekIcon />
        </Button>
    );
