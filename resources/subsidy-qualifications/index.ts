import type { ResourceModule } from '../kit/types';
import { SUBSIDY_CATEGORIES } from '../subsidy-common/model';
import { QUALIFICATION_STATUSES } from './model';

/**
 * A buyer's qualification, claimed on the province's platform for one product of a category: unused until an order
 * uses it (used, with that order), locked while an order waits for payment, expired past its expiry, returned when
 * the platform takes it back. Issued by the platforms and used by transactions, never edited here; exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'claimTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'qualificationCode', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn' },
        { source: 'mobile', type: 'text', column: 'default' },
        { source: 'provinceId', type: 'ref', reference: 'subsidy-provinces', column: 'default', filter: 'alwaysOn' },
        { source: 'category', type: 'enum', choices: SUBSIDY_CATEGORIES, column: 'default', filter: 'optional' },
        { source: 'claimTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'expiryTime', type: 'datetime', column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: QUALIFICATION_STATUSES, column: 'default', filter: 'alwaysOn' },
        { source: 'orderId', type: 'text', column: 'default', filter: 'optional' },
    ],
};
