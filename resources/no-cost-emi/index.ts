import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { noCostEmiRules } from './rules';

/**
 * No-cost EMI activities: on which SKUs, for which tenures and card issuers the brand bears the
 * EMI interest (all of it or a share), given to the buyer as an upfront discount. An activity of the status model.
 * Per market; edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true },
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, required: true },
        { source: 'tenures', type: 'enum', many: true, choices: ['3', '6', '9', '12', '18', '24'], column: 'default', required: true },
        {
            source: 'issuers',
            type: 'text',
            column: 'default',
            filter: 'optional',
            required: true,
            maxLength: 200,
        },
        { source: 'subventionType', type: 'enum', choices: ['full_interest', 'partial'], column: 'default', filter: 'optional', required: true },
        { source: 'subventionShare', type: 'percent', min: 0, max: 1, column: 'pickable' },
        ...auditFields,
    ],
};

export const rules = noCostEmiRules;
