import type { ResourceSeed } from '../kit/seed';

/**
 * Each warehouse of a site backed by the next two (priorities 1 and 2), so no rule backs a warehouse by itself or
 * repeats a priority. The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        primaryWarehouseId: { sample: 'backupPrimary' },
        backupWarehouseId: { sample: 'backupWarehouse' },
        priority: { sample: 'backupPriority' },
    },
};
