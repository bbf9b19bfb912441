import type { ResourceModule } from '../kit/types';
import { flowDerive, flowFields } from '../service-requests-common/flow';
import { SERVICE_APPLICATION_FLOW } from './flow';
import { applicationRules } from './rules';

/**
 * A service application: what the buyer asks for (a mail-in repair, a return, a replacement), the order, the phone
 * (model, IMEI) and its fault, the buyer and where the phone comes from, the courier's air waybill. Its state moves
 * only through the flow's table (flow.ts), each move on its timeline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'dueTime', order: 'ASC' },
    actions: { export: true, dialog: { create: true } },
    fields: [
        { source: 'applicationNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'serviceType', type: 'enum', choices: ['repair', 'return', 'replacement'], required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'customerName', type: 'text', required: true, maxLength: 40, column: 'default' },
        { source: 'mobile', type: 'text', required: true, maxLength: 15, column: 'pickable', filter: 'optional' },
        { source: 'orderNo', type: 'text', maxLength: 12, column: 'default', filter: 'optional' },
        { source: 'modelId', type: 'ref', reference: 'service-models', required: true, column: 'default' },
        { source: 'imei', type: 'text', required: true, maxLength: 15, column: 'pickable', filter: 'optional' },
        { source: 'faultTypeId', type: 'ref', reference: 'fault-types', column: 'pickable' },
        { source: 'address', type: 'text', required: true, maxLength: 200, column: 'pickable' },
        { source: 'courierAwb', type: 'text', maxLength: 20, column: 'pickable' },
        ...flowFields(SERVICE_APPLICATION_FLOW),
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'creator', type: 'text', readOnly: true, formHidden: true, column: 'pickable' },
    ],
};

export const rules = applicationRules;

/** An application made here starts submitted, numbered by the server. */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...flowDerive(SERVICE_APPLICATION_FLOW)(record),
    applicationNo: record.applicationNo ?? `SA${Date.now().toString().slice(-10)}`,
});
