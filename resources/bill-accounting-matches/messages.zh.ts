import { settlementTexts } from '../settlement-common/texts';

/** bill-accounting-matches texts (resources.bill-accounting-matches), in Chinese. */
export const billAccountingMatchesZh = settlementTexts('zh', 'bill-accounting-matches', '账单与记账核对', ['period', 'provider', 'lineCount', 'billAmount', 'accountingAmount', 'diffAmount', 'openErrorCount', 'status'], { provider: 'provider', status: 'billStatus' });
