import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Button, DataTable, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DETAIL_PATH } from './entry';

/** Opens the ambassador's detail page (by user ID): its referral link and records. */
const DetailButton = () => {
    const record = useRecordContext();
    const navigate = useNavigate();
    if (!record) return null;
    return (
        <Button
            label="resources.ambassadors.detail.open"
            onClick={event => {
                event.stopPropagation();
                navigate(`${DETAIL_PATH}/${encodeURIComponent(String(record.userId))}`);
            }}
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
