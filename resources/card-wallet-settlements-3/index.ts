import { settlementLineModule } from '../settlement-common/lineDescription';

/**
 * UPI payments and refunds settled by the UPI provider. The description is the providers' shared one (settlement-common), parametrised by the provider;
 * imported from the provider's file (all rows or none) and matched by the server against /orders.
 */
const line = settlementLineModule('card_wallet_3');

export const description = line.description;
export const rules = line.rules;
export const derive = line.derive;
