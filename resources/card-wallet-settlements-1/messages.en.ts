import { lineTexts } from '../settlement-common/texts';

/** card-wallet-settlements-1 texts (resources.card-wallet-settlements-1), in English. */
export const cardWallet1SettlementsEn = lineTexts('en', 'card-wallet-settlements-1', 'Card acquirer settlement line |||| Card acquirer settlement lines');
