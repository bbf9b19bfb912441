import type { ResourceModule } from '../kit/types';
import { yuan } from '../subsidy-common/model';

/**
 * Per province and month, computed by the server from the subsidy transactions still deducted and the orders of
 * /orders they were taken on (mock-server/db/subsidy.ts), in fen: the orders and their amount, the subsidy claimed
 * from the province, what it has paid back, the difference (matched when none). Read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'period', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'provinceId', type: 'ref', reference: 'subsidy-provinces', column: 'default', filter: 'alwaysOn' },
        { source: 'period', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true, maxLength: 7 },
        { source: 'orderCount', type: 'number', column: 'default', sortable: true },
        yuan('orderAmount', { column: 'default', sortable: true }),
        yuan('subsidyClaimed', { column: 'default', sortable: true }),
        yuan('subsidyReceived', { column: 'default', sortable: true }),
        yuan('diffAmount', { column: 'default', sortable: true }),
        { source: 'status', type: 'enum', choices: ['matched', 'diff'], column: 'default', filter: 'alwaysOn' },
    ],
};
