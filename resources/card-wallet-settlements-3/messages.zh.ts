import { lineTexts } from '../settlement-common/texts';

/** card-wallet-settlements-3 texts (resources.card-wallet-settlements-3), in Chinese. */
export const cardWallet3SettlementsZh = lineTexts('zh', 'card-wallet-settlements-3', 'UPI 结算明细');
