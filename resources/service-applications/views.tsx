import { DataTable, required } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DueTimeField } from '../service-requests-common/DueTimeField';
import { FlowActions } from '../service-requests-common/FlowActions';
import { RequestPanel } from '../service-requests-common/RequestPanel';
import { description } from './index';
import { SERVICE_APPLICATION_FLOW } from './flow';

const SERVICE_TYPE = description.fields.find(field => field.source === 'serviceType')!;

/** The application's dialog is its page: state, due time, moves and timeline above the form. */
const DIALOG_INPUTS = {
    serviceType: (
        <>
            <RequestPanel flow={SERVICE_APPLICATION_FLOW} />
            {inputFor('service-applications', SERVICE_TYPE, [required()])}
        </>
    ),
};

const CELLS = { dueTime: <DueTimeField /> };

const COLUMNS = [
    <DataTable.Col key="flow" label="resources.kit.actions" align="right">
        <FlowActions flow={SERVICE_APPLICATION_FLOW} />
    </DataTable.Col>,
];

const ApplicationList = () => <KitList cells={CELLS} columnsAfter={COLUMNS} dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: ApplicationList };
export default views;
