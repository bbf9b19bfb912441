import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed fans-festivals: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
        activityName: { examples: ['Fans Festival 2026', 'Mi-Fan anniversary week', 'Community Day sale', 'Fans Festival: Diwali edition'] },
        theme: { examples: ['Thank you, fans', 'Ten years together', 'Made with our community', 'Celebrate every moment'] },
        couponTemplateCodes: { examples: ['FANS-500, FANS-1000', 'FEST-10OFF', 'FANS-FREESHIP, FANS-200'] },
    },
};
