import { lineTexts } from '../settlement-common/texts';

/** emi-finance-settlements texts (resources.emi-finance-settlements), in Chinese. */
export const emiFinanceSettlementsZh = lineTexts('zh', 'emi-finance-settlements', '分期金融结算明细', true);
