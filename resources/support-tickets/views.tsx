import { DataTable } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DueTimeField } from '../service-requests-common/DueTimeField';
import { FlowActions } from '../service-requests-common/FlowActions';
import { RequestPanel } from '../service-requests-common/RequestPanel';
import { description } from './index';
import { TICKET_FLOW } from './flow';

const TICKET_NO = description.fields.find(field => field.source === 'ticketNo')!;

/** The message's dialog is its page: state, due time, reply and close, and the timeline (the replies) above what the customer wrote. */
const DIALOG_INPUTS = {
    ticketNo: (
        <>
            <RequestPanel flow={TICKET_FLOW} />
            {inputFor('support-tickets', TICKET_NO)}
        </>
    ),
};

const CELLS = { dueTime: <DueTimeField /> };

const COLUMNS = [
    <DataTable.Col key="flow" label="resources.kit.actions" align="right">
        <FlowActions flow={TICKET_FLOW} />
    </DataTable.Col>,
];

const TicketList = () => <KitList cells={CELLS} columnsAfter={COLUMNS} dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: TicketList };
export default views;
