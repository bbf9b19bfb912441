import { settlementTexts } from '../settlement-common/texts';

/** settlement-summaries texts (resources.settlement-summaries), in Chinese. */
export const settlementSummariesZh = settlementTexts('zh', 'settlement-summaries', '对账汇总', ['period', 'provider', 'orderCount', 'orderAmount', 'refundAmount', 'settledAmount', 'feeAmount', 'taxOnFee', 'netAmount', 'matchedCount', 'unmatchedCount', 'adjustedCount', 'diffAmount'], { provider: 'provider' });
