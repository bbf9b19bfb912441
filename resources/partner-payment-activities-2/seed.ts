import type { ResourceSeed } from '../kit/seed';
import { partnerPaymentSeed } from '../activity-common/seed';

/** What the mock needs to seed partner-payment-activities-2: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = partnerPaymentSeed(['Simpl', 'LazyPay', 'ZestMoney', 'OneCard'], 'EMI');
