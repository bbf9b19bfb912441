import { lineTexts } from '../settlement-common/texts';

/** card-wallet-settlements-1 texts (resources.card-wallet-settlements-1), in Chinese. */
export const cardWallet1SettlementsZh = lineTexts('zh', 'card-wallet-settlements-1', '银行卡收单结算明细');
