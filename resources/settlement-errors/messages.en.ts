import { settlementTexts } from '../settlement-common/texts';

/** settlement-errors texts (resources.settlement-errors), in English. */
export const settlementErrorsEn = settlementTexts(
    'en',
    'settlement-errors',
    'Reconciliation error |||| Reconciliation errors',
    ['errorNo', 'provider', 'errorType', 'status', 'orderId', 'refundNo', 'paymentId', 'internalAmount', 'settlementAmount', 'diffAmount', 'detectedDate', 'adjustAmount', 'reason', 'remark', 'handler', 'handleTime', 'log', 'action'],
    { provider: 'provider', errorType: 'errorType', status: 'status', reason: 'reason', action: 'action' },
);
