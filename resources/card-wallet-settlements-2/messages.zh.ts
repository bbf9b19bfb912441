import { lineTexts } from '../settlement-common/texts';

/** card-wallet-settlements-2 texts (resources.card-wallet-settlements-2), in Chinese. */
export const cardWallet2SettlementsZh = lineTexts('zh', 'card-wallet-settlements-2', '电子钱包结算明细');
