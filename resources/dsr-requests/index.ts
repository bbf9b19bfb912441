import type { ResourceModule } from '../kit/types';
import { defaultDueDate, DSR_STATUSES, DSR_TRANSITIONS, dsrRules, dsrServerRules } from './rules';

/**
 * Data-subject requests of the site's customers (/cms/dsr-platform): access, deletion, correction, portability,
 * objection, withdrawal of consent. Each is due 30 days after submission unless extended; it moves new → identity
 * check → processing → completed, or rejected (rules.ts, one table, each move confirmed); an open request past its
 * due date stands out in the list. Logged and edited in a dialog (the catalogue gives no record page).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'dueDate', order: 'ASC' },
    actions: {
        export: true,
        dialog: { create: true },
        status: { field: 'status', transitions: DSR_TRANSITIONS },
    },
    fields: [
        { source: 'requestNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20, sortable: true },
        {
            source: 'requestType',
            type: 'enum',
            choices: ['access', 'deletion', 'correction', 'portability', 'objection', 'withdraw_consent'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
        },
        { source: 'customerName', type: 'text', column: 'default', maxLength: 80 },
        { source: 'email', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 120 },
        { source: 'submitTime', type: 'datetime', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'dueDate', type: 'date', column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: DSR_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'handler', type: 'text', column: 'default', maxLength: 60 },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 500 },
        { source: 'updateTime', type: 'datetime', column: 'pickable', readOnly: true, sortable: true },
    ],
};

export const rules = dsrRules;
export const serverRules = dsrServerRules;

/**
 * A request is logged as new (the server's to say, whatever a body without an id claims; a stored or seeded row keeps its own);
 * without a due date, it is due 30 days after submission. The mock runs it on every write and on its seed rows.
 */
export const derive: ResourceModule['derive'] = record => ({
    status: record.id === undefined ? 'new' : (record.status ?? 'new'),
    dueDate: record.dueDate === undefined || record.dueDate === null || record.dueDate === '' ? (defaultDueDate(record.submitTime) ?? null) : record.dueDate,
});
