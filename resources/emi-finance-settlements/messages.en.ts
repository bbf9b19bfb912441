import { lineTexts } from '../settlement-common/texts';

/** emi-finance-settlements texts (resources.emi-finance-settlements), in English. */
export const emiFinanceSettlementsEn = lineTexts('en', 'emi-finance-settlements', 'Instalment-finance settlement line |||| Instalment-finance settlement lines', true);
