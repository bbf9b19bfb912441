import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { PAY_METHODS } from '../orders/model';
import { payTagRules, payTagServerRules } from './rules';

/**
 * A short tag shown beside a payment method at checkout ("No-cost EMI", "10% off with UPI"): its pay method (the
 * orders' pay methods, as the store's payment settings list them), text, colour, window and sort; online and offline by a confirmed row action. One tag a pay
 * method at a time (rules.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, status: ONLINE_OFFLINE },
    fields: [
        { source: 'payMethod', type: 'enum', choices: PAY_METHODS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'tagText', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 24 },
        { source: 'tagColour', type: 'text', column: 'default', required: true, maxLength: 7 },
        ...validityFields,
        { source: 'sort', type: 'number', column: 'default', required: true, min: 0, max: 999, sortable: true },
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = payTagRules;
export const serverRules = payTagServerRules;
