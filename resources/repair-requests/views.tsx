import { DataTable, required } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DueTimeField } from '../service-requests-common/DueTimeField';
import { FlowActions } from '../service-requests-common/FlowActions';
import { RequestPanel } from '../service-requests-common/RequestPanel';
import { description } from './index';
import { REPAIR_FLOW } from './flow';

const CUSTOMER = description.fields.find(field => field.source === 'customerName')!;

/** The request's dialog is its page: state, due time, moves and timeline above the form. */
const DIALOG_INPUTS = {
    customerName: (
        <>
            <RequestPanel flow={REPAIR_FLOW} />
            {inputFor('repair-requests', CUSTOMER, [required()])}
        </>
    ),
};

const CELLS = { dueTime: <DueTimeField /> };

const COLUMNS = [
    <DataTable.Col key="flow" label="resources.kit.actions" align="right">
        <FlowActions flow={REPAIR_FLOW} />
    </DataTable.Col>,
];

const RepairList = () => <KitList cells={CELLS} columnsAfter={COLUMNS} dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: RepairList };
export default views;
