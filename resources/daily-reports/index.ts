import type { ResourceModule } from '../kit/types';
import { figuresKept, NOTE_MAX } from './rules';

/**
 * The daily operations report (/dataPlatForm/diary): per site and day, the visitors (UV), the orders placed, those
 * paid and not cancelled, their GMV and average value in the site's currency, and the conversion rate (paid orders /
 * UV), summed by the server from the orders of /orders; with a note per day (what happened: a sale, an outage), the
 * only write, edited in a dialog. Below the list, GMV per day as a chart (views.tsx).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'date', order: 'DESC' },
    actions: { export: true, dialog: {} },
    fields: [
        { source: 'date', type: 'date', column: 'default', filter: 'alwaysOn', required: true, readOnly: true, sortable: true },
        { source: 'uv', type: 'number', column: 'default', readOnly: true, sortable: true, min: 0 },
        { source: 'orders', type: 'number', column: 'default', readOnly: true, sortable: true, min: 0 },
        { source: 'paidOrders', type: 'number', column: 'default', readOnly: true, sortable: true, min: 0 },
        { source: 'gmv', type: 'money', column: 'default', readOnly: true, sortable: true, min: 0 },
        { source: 'aov', type: 'money', column: 'default', readOnly: true, sortable: true, min: 0 },
        { source: 'conversionRate', type: 'percent', column: 'default', readOnly: true, sortable: true, min: 0, max: 1 },
        { source: 'note', type: 'text', column: 'default', filter: 'optional', maxLength: NOTE_MAX },
        { source: 'lastOperator', type: 'text', readOnly: true, column: 'pickable', maxLength: 60 },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => figuresKept(record, rowsOf('daily-reports'));
