import { settlementTexts } from '../settlement-common/texts';

/** bill-accounting-matches texts (resources.bill-accounting-matches), in English. */
export const billAccountingMatchesEn = settlementTexts('en', 'bill-accounting-matches', 'Bill against accounting |||| Bills against accounting', ['period', 'provider', 'lineCount', 'billAmount', 'accountingAmount', 'diffAmount', 'openErrorCount', 'status'], { provider: 'provider', status: 'billStatus' });
