import { settlementTexts } from '../settlement-common/texts';

/** settlement-errors texts (resources.settlement-errors), in Chinese. */
export const settlementErrorsZh = settlementTexts(
    'zh',
    'settlement-errors',
    '对账差错',
    ['errorNo', 'provider', 'errorType', 'status', 'orderId', 'refundNo', 'paymentId', 'internalAmount', 'settlementAmount', 'diffAmount', 'detectedDate', 'adjustAmount', 'reason', 'remark', 'handler', 'handleTime', 'log', 'action'],
    { provider: 'provider', errorType: 'errorType', status: 'status', reason: 'reason', action: 'action' },
);
