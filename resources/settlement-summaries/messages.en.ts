import { settlementTexts } from '../settlement-common/texts';

/** settlement-summaries texts (resources.settlement-summaries), in English. */
export const settlementSummariesEn = settlementTexts('en', 'settlement-summaries', 'Reconciliation summary |||| Reconciliation summary', ['period', 'provider', 'orderCount', 'orderAmount', 'refundAmount', 'settledAmount', 'feeAmount', 'taxOnFee', 'netAmount', 'matchedCount', 'unmatchedCount', 'adjustedCount', 'diffAmount'], { provider: 'provider' });
