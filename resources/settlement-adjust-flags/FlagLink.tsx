import { memo } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { actionsForFlag, flagPath } from './model';

/** A flag's way to its page: Decide while its table offers an action, else View. A link, which does not open the row. */
export const FlagLink = memo(function FlagLink() {
    const record = useRecordContext();
    if (!record) return null;
    const decide = actionsForFlag(record.status).length > 0;
    return (
        <Button
            component={Link}
            to={flagPath(String(record.adjustType), record.id)}
            label={decide ? 'resources.settlement-adjust-flags.page.decide' : 'resources.settlement-adjust-flags.page.view'}
            onClick={event => event.stopPropagation()}
        >
            {decide ? <FactCheckIcon /> : <VisibilityIcon />}
        </Button>
    );
});
