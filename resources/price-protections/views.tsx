import { DataTable, required } from 'react-admin';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { DueTimeField } from '../service-requests-common/DueTimeField';
import { FlowActions } from '../service-requests-common/FlowActions';
import { RequestPanel } from '../service-requests-common/RequestPanel';
import { description } from './index';
import { PRICE_PROTECTION_FLOW } from './flow';
import { PriceHistory } from './PriceHistory';

const ORDER_NO = description.fields.find(field => field.source === 'orderNo')!;

/** The claim's page: its state, due time, moves and review log, the price history and refund, then its form. */
const INPUTS = {
    orderNo: (
        <>
            <RequestPanel flow={PRICE_PROTECTION_FLOW} />
            <PriceHistory />
            {inputFor('price-protections', ORDER_NO, [required()])}
        </>
    ),
};

const CELLS = { dueTime: <DueTimeField /> };

const COLUMNS = [
    <DataTable.Col key="flow" label="resources.kit.actions" align="right">
        <FlowActions flow={PRICE_PROTECTION_FLOW} />
    </DataTable.Col>,
];

const PriceProtectionList = () => <KitList cells={CELLS} columnsAfter={COLUMNS} />;

const PriceProtectionPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { list: PriceProtectionList, edit: PriceProtectionPage, create: PriceProtectionPage };
export default views;
