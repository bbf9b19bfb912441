import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, DataTable, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { entry as flowEntry } from '../points-flows/entry';

/** Opens the ledger filtered to this account's user: the rows its balance is the sum of. */
const LedgerButton = () => {
    const record = useRecordContext();
    const navigate = useNavigate();
    if (!record) return null;
    const open = (event: React.MouseEvent) => {
        event.stopPropagation();
        navigate(`${flowEntry.paths.list}?filter=${encodeURIComponent(JSON.stringify({ userId: record.userId }))}`);
    };
    return (
        <Button label="resources.points-accounts.flow" onClick={open}>
            <ReceiptLongIcon />
        </Button>
    );
};

const LEDGER = [
    <DataTable.Col key="ledger" label="resources.points-accounts.flow">
        <LedgerButton />
    </DataTable.Col>,
];

const AccountList = () => <KitList columnsBefore={LEDGER} />;

const views: Partial<ResourceViews> = { list: AccountList };

export default views;
