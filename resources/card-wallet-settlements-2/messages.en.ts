import { lineTexts } from '../settlement-common/texts';

/** card-wallet-settlements-2 texts (resources.card-wallet-settlements-2), in English. */
export const cardWallet2SettlementsEn = lineTexts('en', 'card-wallet-settlements-2', 'Wallet settlement line |||| Wallet settlement lines');
