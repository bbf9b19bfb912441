import type { ResourceSeed } from '../kit/seed';
import { partnerPaymentSeed } from '../activity-common/seed';

/** What the mock needs to seed partner-payment-activities-1: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = partnerPaymentSeed(['Paytm', 'PhonePe', 'Amazon Pay', 'MobiKwik'], 'wallet');
