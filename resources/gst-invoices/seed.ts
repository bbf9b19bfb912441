import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock (mock-server/db/ledger/invoices.ts) from the shipped orders and the ledger's returns. */
export const seed: ResourceSeed = { count: 0, sites: ['in'], computed: true };
