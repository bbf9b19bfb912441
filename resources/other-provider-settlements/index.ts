import { settlementLineModule } from '../settlement-common/lineDescription';

/**
 * Net banking, IMPS and other payments settled by the fourth provider (its record page is a read-only info page). The description is the providers' shared one (settlement-common), parametrised by the provider;
 * imported from the provider's file (all rows or none) and matched by the server against /orders.
 */
const line = settlementLineModule('other_provider');

export const description = line.description;
export const rules = line.rules;
export const derive = line.derive;
