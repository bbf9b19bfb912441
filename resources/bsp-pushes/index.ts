import type { ResourceModule } from '../kit/types';
import { PROVIDER_KEYS } from '../settlement-common/providers';
import { PUSH_STATUSES } from './model';

/**
 * A provider's reconciled month pushed to BSP as one batch: its bill's lines (record count) and their net (amount), as
 * billMatchAccountingAmount shows them when it was pushed, where the push stands (model.ts's table), when and by whom,
 * and why BSP refused it. Written only by the push and the re-push (REST writes answer 405); exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'pushTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'batchNo', type: 'text', column: 'default', filter: 'optional', sortable: true },
        { source: 'provider', type: 'enum', choices: PROVIDER_KEYS, column: 'default', filter: 'alwaysOn' },
        { source: 'period', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'recordCount', type: 'number', column: 'default', sortable: true },
        { source: 'amount', type: 'money', column: 'default', sortable: true },
        { source: 'pushStatus', type: 'enum', choices: PUSH_STATUSES, column: 'default', filter: 'alwaysOn' },
        { source: 'pushTime', type: 'datetime', column: 'default', sortable: true },
        { source: 'errorMessage', type: 'text', column: 'default' },
        { source: 'operator', type: 'text', column: 'default', filter: 'optional' },
        { source: 'taskId', type: 'text', column: 'pickable' },
        { source: 'log', type: 'json' },
    ],
};
