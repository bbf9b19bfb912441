import { settlementTexts } from '../settlement-common/texts';

/** settlement-recon-details texts (resources.settlement-recon-details), in English. */
export const settlementReconDetailsEn = settlementTexts('en', 'settlement-recon-details', 'Order reconciliation |||| Order reconciliation', ['orderId', 'provider', 'payChannel', 'payMethod', 'orderAmount', 'paidAmount', 'refundAmount', 'settledAmount', 'feeAmount', 'taxOnFee', 'netAmount', 'settlementDate', 'reconStatus'], { provider: 'provider', payChannel: 'payChannel', payMethod: 'payMethod', reconStatus: 'reconStatus' });
