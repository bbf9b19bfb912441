import type { ResourceModule } from '../kit/types';
import { ENQUIRY_TRANSITIONS, enquiryRules, enquiryServerRules, MIN_BULK_QUANTITY } from './rules';

/**
 * Bulk purchase enquiries from the website's corporate form, per site: company, contact, product and quantity (at
 * least 10 units), followed up new → contacted → converted or closed (one table, row actions). Exported for sales.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'submitTime', order: 'DESC' },
    actions: { export: true, dialog: {}, status: { field: 'status', transitions: ENQUIRY_TRANSITIONS } },
    fields: [
        { source: 'enquiryNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20, readOnly: true },
        { source: 'companyName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120 },
        { source: 'contactName', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'email', type: 'text', column: 'default', required: true, maxLength: 120 },
        { source: 'mobile', type: 'text', column: 'pickable', maxLength: 20 },
        { source: 'city', type: 'text', column: 'pickable', maxLength: 60 },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default' },
        { source: 'quantity', type: 'number', column: 'default', required: true, min: MIN_BULK_QUANTITY, max: 1_000_000, sortable: true },
        { source: 'message', type: 'text', column: 'pickable', maxLength: 1000 },
        { source: 'submitTime', type: 'datetime', column: 'default', filter: 'optional', readOnly: true, sortable: true },
        { source: 'status', type: 'enum', choices: ['closed', 'new', 'contacted', 'converted'], column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 500 },
    ],
};

export const rules = enquiryRules;
export const serverRules = enquiryServerRules;
