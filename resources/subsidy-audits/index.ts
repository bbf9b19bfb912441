import type { ResourceModule } from '../kit/types';
import { AUDIT_FORMS, yuan } from '../subsidy-common/model';
import { AUDIT_STATUSES, AUDIT_TYPES } from './model';

/**
 * A subsidy claim's materials (invoice, IMEI, photos, proof of delivery) before they go to the provincial platform,
 * with its audit (model.ts's table) and log. Read-only here: audited on its province's form; exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'submitTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'claimNo', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn' },
        { source: 'provinceId', type: 'ref', reference: 'subsidy-provinces', column: 'default', filter: 'alwaysOn' },
        { source: 'auditForm', type: 'enum', choices: AUDIT_FORMS, column: 'pickable', filter: 'optional' },
        { source: 'auditType', type: 'enum', choices: AUDIT_TYPES, column: 'default', filter: 'optional' },
        { source: 'imei', type: 'text', column: 'default', filter: 'optional' },
        { source: 'invoiceNo', type: 'text', column: 'pickable', filter: 'optional' },
        yuan('subsidyAmount', { column: 'default', sortable: true }),
        { source: 'submitTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'auditStatus', type: 'enum', choices: AUDIT_STATUSES, column: 'default', filter: 'alwaysOn' },
        { source: 'auditor', type: 'text', column: 'pickable' },
        { source: 'auditTime', type: 'datetime', column: 'pickable', sortable: true },
        { source: 'reason', type: 'text', column: 'pickable' },
        { source: 'buyerName', type: 'text' },
        { source: 'platformVoucher', type: 'text' },
        { source: 'platformResult', type: 'text' },
        { source: 'invoiceFile', type: 'file' },
        { source: 'imeiPhoto', type: 'image' },
        { source: 'packagePhoto', type: 'image' },
        { source: 'signProof', type: 'image' },
        { source: 'reminderCount', type: 'number', column: 'pickable' },
        { source: 'lastReminderTime', type: 'datetime', column: 'pickable' },
        { source: 'log', type: 'json' },
    ],
};
