import type { ResourceModule } from '../kit/types';
import { deriveApplication } from './lines';
import { applicationRules } from './rules';
import { issueErrors } from './stock';
import { APPLICATION_STATUSES, transitionErrors } from './transitions';

/**
 * Stock applications (/inventory/application, detail /inventory/application-detail/{id}): staff ask a warehouse for
 * units for samples, demos, internal use or marketing. The applicant drafts the lines; the status moves only by the
 * table of transitions.ts (submit, approve, reject with a reason, fulfil, revise), from the detail page, each
 * confirmed; the server keeps the number, the totals, the approval log (who and when, from its own stamps) and the
 * outbound number (lines.ts); fulfilled, its units leave the warehouse's stock as issues in the ledger (stock.ts checks
 * they are there; mock-server/db/ledger/applications.ts posts them). Rules in rules.ts, shared by the form and the server.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true },
    fields: [
        { source: 'applicationNo', type: 'text', column: 'default', filter: 'alwaysOn', unique: true, readOnly: true, maxLength: 14, sortable: true },
        { source: 'purpose', type: 'enum', choices: ['sample', 'demo', 'internal_use', 'marketing', 'other'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'lines', type: 'json', required: true },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 300 },
        { source: 'skuCount', type: 'number', formHidden: true, column: 'pickable', sortable: true },
        { source: 'totalQty', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: APPLICATION_STATUSES, formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'rejectReason', type: 'text', formHidden: true, column: 'pickable', maxLength: 300 },
        { source: 'outboundNo', type: 'text', formHidden: true, column: 'pickable', filter: 'optional', maxLength: 14 },
        { source: 'creator', type: 'text', readOnly: true, column: 'default', filter: 'optional', maxLength: 60 },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'lastOperator', type: 'text', readOnly: true, column: 'pickable', maxLength: 60 },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
        { source: 'approvalLog', type: 'json', formHidden: true },
    ],
};

export const rules = applicationRules;
export const derive = deriveApplication;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => {
    const stored = record.id === undefined ? undefined : rowsOf('stock-applications').find(row => String(row.id) === String(record.id));
    const moveErrors = transitionErrors(stored, record);
    return Object.keys(moveErrors).length > 0 ? moveErrors : issueErrors(stored, record, rowsOf);
};
