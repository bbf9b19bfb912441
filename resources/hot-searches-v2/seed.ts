import type { ResourceSeed } from '../kit/seed';
import { HOT_SEARCH_FIELD_SEEDS } from '../hot-searches/seed';

/** What the mock needs to seed hot-searches-v2: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 15,
    fields: {
        ...HOT_SEARCH_FIELD_SEEDS,
    },
};
