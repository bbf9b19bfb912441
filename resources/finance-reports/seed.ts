import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the GST invoices and credit notes (mock-server/db/ledger/financeReport.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
