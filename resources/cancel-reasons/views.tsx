import { DataTable, DeleteWithConfirmButton } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';

/**
 * The kit's list of cancel reasons, with react-admin's delete button on each row: it asks first and deletes on the server before the row goes.
 */
const CancelReasonList = () => (
    <KitList
        columnsAfter={[
            <DataTable.Col key="delete" label="ra.action.delete" align="right" disableSort>
                <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />
            </DataTable.Col>,
        ]}
    />
);

const views: Partial<ResourceViews> = { list: CancelReasonList };

export default views;
