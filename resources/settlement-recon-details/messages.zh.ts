import { settlementTexts } from '../settlement-common/texts';

/** settlement-recon-details texts (resources.settlement-recon-details), in Chinese. */
export const settlementReconDetailsZh = settlementTexts('zh', 'settlement-recon-details', '订单对账明细', ['orderId', 'provider', 'payChannel', 'payMethod', 'orderAmount', 'paidAmount', 'refundAmount', 'settledAmount', 'feeAmount', 'taxOnFee', 'netAmount', 'settlementDate', 'reconStatus'], { provider: 'provider', payChannel: 'payChannel', payMethod: 'payMethod', reconStatus: 'reconStatus' });
