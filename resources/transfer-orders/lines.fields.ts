import type { FieldDescription } from '../kit/types';
import { MAX_LINE_QTY } from './rules';

/**
 * A transfer line's inputs on the add page (the kit's own, by type): labels
 * `resources.transfer-orders.fields.lines.{source}`. What arrived is entered on the detail page when receiving.
 */
export const LINE_FIELDS: readonly FieldDescription[] = [
    { source: 'skuId', type: 'ref', reference: 'skus', required: true },
    { source: 'qty', type: 'number', required: true, min: 1, max: MAX_LINE_QTY },
];
