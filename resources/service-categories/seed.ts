import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the service site's categories with: the device families and their series, as a tree. */
export const seed: ResourceSeed = {
    count: 14,
    fields: {
        name: { sample: 'serviceCategoryName' },
        parentId: { sample: 'serviceCategoryParent' },
        icon: { sample: 'imageUrl' },
        sort: { sample: 'sequence' },
        status: { sample: 'serviceCategoryStatus' },
    },
};
