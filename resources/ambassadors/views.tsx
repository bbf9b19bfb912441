import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Button, DataTable, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DETAIL_PATH } from './entry';

/** A link to the ambassador's detail page (by user ID): its referral link and records. */
const DetailButton = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <Button
            label="resources.ambassadors.detail.open"
            component={Link}
            to={`${DETAIL_PATH}/${encodeURIComponent(String(record.userId))}`}
            // The row's own click would open its edit dialog instead.
            onClick={event => event.stopPropagation()}
        >
            <InfoIcon />
        </Button>
    );
};

const DETAIL = [
    <DataTable.Col key="detail" label="resources.ambassadors.detail.open">
        <DetailButton />
    </DataTable.Col>,
];

const AmbassadorList = () => <KitList columnsBefore={DETAIL} />;

const views: Partial<ResourceViews> = { list: AmbassadorList };

export default views;
