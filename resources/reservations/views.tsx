import { DataTable, required } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DueTimeField } from '../service-requests-common/DueTimeField';
import { FlowActions } from '../service-requests-common/FlowActions';
import { RequestPanel } from '../service-requests-common/RequestPanel';
import { description } from './index';
import { RESERVATION_FLOW } from './flow';

const NAME = description.fields.find(field => field.source === 'name')!;

/** The booking's dialog is its page: state, due time, moves and timeline above the form. */
const DIALOG_INPUTS = {
    name: (
        <>
            <RequestPanel flow={RESERVATION_FLOW} />
            {inputFor('reservations', NAME, [required()])}
        </>
    ),
};

const CELLS = { dueTime: <DueTimeField /> };

const COLUMNS = [
    <DataTable.Col key="flow" label="resources.kit.actions" align="right">
        <FlowActions flow={RESERVATION_FLOW} />
    </DataTable.Col>,
];

const ReservationList = () => <KitList cells={CELLS} columnsAfter={COLUMNS} dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: ReservationList };
export default views;
