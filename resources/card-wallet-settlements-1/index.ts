import { settlementLineModule } from '../settlement-common/lineDescription';

/**
 * Card payments and refunds settled by the card acquirer. The description is the providers' shared one (settlement-common), parametrised by the provider;
 * imported from the provider's file (all rows or none) and matched by the server against /orders.
 */
const line = settlementLineModule('card_wallet_1');

export const description = line.description;
export const rules = line.rules;
export const derive = line.derive;
