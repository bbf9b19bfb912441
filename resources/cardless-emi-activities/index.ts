import { ACTIVITY_NAME_MAX_LENGTH } from '../../base/constants';
import type { ResourceModule } from '../kit/types';
import { ACTIVITY_FIELDS, activityDerive, activityTimeErrors } from '../kit/activityStatus';

/** The tenures a lender offers without a card, in months. */
export const EMI_MONTHS = ['3', '6', '9', '12', '18', '24'] as const;

/**
 * Cardless EMI activities: instalments from a lender without a credit card on some SKUs for a time,
 * with the activity status model. Per market. The products are SKUs, read by their names in the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    fields: [
        {
            source: 'name',
            type: 'text',
            required: true,
            maxLength: ACTIVITY_NAME_MAX_LENGTH,
            column: 'default',
            filter: 'alwaysOn',
            sortable: true,
        },
        ...ACTIVITY_FIELDS,
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, required: true, column: 'default', filter: 'optional' },
        { source: 'emiMonths', type: 'enum', choices: EMI_MONTHS, many: true, required: true, column: 'default' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
        { source: 'lastOperator', type: 'text', readOnly: true, column: 'default' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

/** The end after the start (the rest is the fields' own: name, time, products and months required). */
export const rules = activityTimeErrors;
/** Its status now; months as a list (a single month, as an import or the seed may give it, is a list of one). */
export const derive = (record: Record<string, unknown>) => ({
    ...activityDerive(record),
    emiMonths: typeof record.emiMonths === 'string' || typeof record.emiMonths === 'number' ? [String(record.emiMonths)] : record.emiMonths,
});
