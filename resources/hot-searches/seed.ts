import type { FieldSeed, ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';
import { redirectSeeds } from '../kit/redirect/seed';
import { JUMP } from './fields';

/** The seed values of ./fields.ts HOT_SEARCH_FIELDS, shared with hot-searches-v2. */
export const HOT_SEARCH_FIELD_SEEDS: Readonly<Record<string, FieldSeed>> = {
    tag: { examples: ['Nova 50 Pro', 'Earbuds', 'Fast charger', '5G phones', 'Smart watch', 'Festive sale', 'Power bank'] },
    subtitle: { examples: ['Just launched', 'Up to 40% off', 'Trending this week', 'New colours', 'Free delivery', 'No-cost EMI'] },
    ...ACTIVITY_TIME_SEEDS,
    ...redirectSeeds(JUMP),
    lastEditor: { sample: 'person' },
    updateTime: { sample: 'updatedAfterCreate' },
};

/** What the mock needs to seed hot-searches: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 15,
    fields: HOT_SEARCH_FIELD_SEEDS,
};
