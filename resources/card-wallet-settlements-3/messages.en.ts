import { lineTexts } from '../settlement-common/texts';

/** card-wallet-settlements-3 texts (resources.card-wallet-settlements-3), in English. */
export const cardWallet3SettlementsEn = lineTexts('en', 'card-wallet-settlements-3', 'UPI settlement line |||| UPI settlement lines');
