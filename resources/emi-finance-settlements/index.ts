import { settlementLineModule } from '../settlement-common/lineDescription';

/**
 * EMI orders settled by the instalment-finance provider: the loan (ID, tenure, amount), the subvention the brand bears and the lender's processing fee. The description is the providers' shared one (settlement-common), parametrised by the provider;
 * imported from the provider's file (all rows or none) and matched by the server against /orders.
 */
const line = settlementLineModule('emi_finance');

export const description = line.description;
export const rules = line.rules;
export const derive = line.derive;
