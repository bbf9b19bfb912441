import type { ResourceSeed } from '../kit/seed';

/**
 * Transfers are drawn by hand (mock-server/db/ledger/transfers.ts): between two enabled warehouses of a site, in the
 * states a month of work leaves them, with their movements in the stock ledger.
 */
export const seed: ResourceSeed = { count: 20 };
