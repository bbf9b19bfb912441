import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { preOrderRules } from './rules';

/**
 * Pre-orders and pre-sales: an SPU's SKUs sold before launch, either for a
 * deposit that deducts from the price with the balance paid later, or paid in full and shipped later. An activity
 * of the status model. Per market.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { export: true },
    tabs: ['main', 'payment', 'content'],
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, required: true },
        { source: 'presaleType', type: 'enum', choices: ['deposit', 'full_pre-sale'], column: 'default', filter: 'alwaysOn', required: true, tab: 'payment' },
        // The deduction first: the seeded deposit is drawn within it.
        { source: 'deductionAmount', type: 'money', min: 0, column: 'pickable', tab: 'payment' },
        { source: 'depositAmount', type: 'money', min: 0, column: 'default', tab: 'payment' },
        // After the activity's end: the balance window, then shipping.
        { source: 'balanceStart', type: 'datetime', column: 'pickable', tab: 'payment' },
        { source: 'balanceEnd', type: 'datetime', column: 'pickable', tab: 'payment' },
        { source: 'estimatedShipDate', type: 'date', column: 'default', required: true, sortable: true, tab: 'payment' },
        { source: 'limitPerUser', type: 'number', min: 1, max: 10, column: 'pickable', required: true, tab: 'payment' },
        { source: 'banner', type: 'image', tab: 'content' },
        { source: 'rules', type: 'richtext', tab: 'content' },
        ...auditFields,
    ],
};

export const rules = preOrderRules;
