import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields } from '../activity-common/fields';
import { preOrderRules } from './rules';

/**
 * Pre-orders and pre-sales (screens.md [236] list, [237] record): an SPU's SKUs sold before launch, either for a
 * deposit that deducts from the price with the balance paid later, or paid in full and shipped later. An activity
 * of the status model. Per market.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    seedCount: 20,
    actions: { export: true },
    tabs: ['main', 'payment', 'content'],
    fields: [
        activityNameField(['Nova 40 Pro pre-order', 'Vega X pre-booking', 'Astra Fold pre-sale', 'Orion 12 launch pre-order', 'Zen Buds Pro pre-sale']),
        ...activityFields,
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, required: true },
        { source: 'presaleType', type: 'enum', choices: ['deposit', 'full_pre-sale'], column: 'default', filter: 'alwaysOn', required: true, tab: 'payment' },
        // The deduction first: the seeded deposit is drawn within it.
        { source: 'deductionAmount', type: 'money', sample: 'minorAmount', min: 0, column: 'pickable', tab: 'payment' },
        { source: 'depositAmount', type: 'money', sample: 'partOfPrevious', min: 0, column: 'default', tab: 'payment' },
        // After the activity's end: the balance window, then shipping.
        { source: 'balanceStart', type: 'datetime', sample: 'laterThanPrevious', column: 'pickable', tab: 'payment' },
        { source: 'balanceEnd', type: 'datetime', sample: 'laterThanPrevious', column: 'pickable', tab: 'payment' },
        { source: 'estimatedShipDate', type: 'date', sample: 'dateAfterPrevious', column: 'default', required: true, sortable: true, tab: 'payment' },
        { source: 'limitPerUser', type: 'number', min: 1, max: 10, column: 'pickable', required: true, tab: 'payment' },
        { source: 'banner', type: 'image', tab: 'content' },
        { source: 'rules', type: 'richtext', sample: 'sentence', tab: 'content' },
        ...auditFields,
    ],
};

export const rules = preOrderRules;
