import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed no-cost-emi: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
        activityName: { examples: ['No-cost EMI on Nova 40 series', 'Festive no-cost EMI', 'Vega X launch EMI offer', 'Tablet no-cost EMI week', 'Big Billion no-cost EMI'] },
        issuers: { examples: ['HDFC Bank, ICICI Bank, Axis Bank', 'SBI Card, Kotak Mahindra Bank', 'All major credit cards', 'Bajaj Finserv EMI card'] },
    },
};
