import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { customerRules, customerStateRule, panOf } from './rules';

/**
 * Bulk-order (B2B) customers (/b2b/customer-information): companies that buy in bulk and claim GST input credit, so
 * each has a GSTIN (checked: format, check character, and the state code of its state) from which the PAN is read, a
 * credit limit in the site's currency and payment terms. Enabled or disabled as a row action. Indian buyers: seeded
 * for the site in.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'companyName', order: 'ASC' },
    actions: { export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'customerId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20, sortable: true },
        { source: 'companyName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120, sortable: true },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'optional', required: true },
        { source: 'gstin', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 15 },
        { source: 'pan', type: 'text', column: 'pickable', formHidden: true },
        { source: 'contactPerson', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'mobile', type: 'text', column: 'pickable', required: true, maxLength: 20 },
        { source: 'email', type: 'text', column: 'pickable', required: true, maxLength: 120 },
        { source: 'billingAddress', type: 'text', required: true, maxLength: 300 },
        { source: 'shippingAddress', type: 'text', maxLength: 300 },
        { source: 'creditLimit', type: 'money', column: 'default', required: true, min: 0, max: 1_000_000_000, sortable: true },
        { source: 'paymentTerms', type: 'enum', choices: ['net_30', 'advance', 'net_15', 'net_45'], column: 'pickable', required: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = customerRules;
export const derive = panOf;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => customerStateRule(record, rowsOf('states'));
